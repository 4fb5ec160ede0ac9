export const SITE = {
  name: 'Stickerfy',
  supportEmail: 'support@stickerfy.app',
  botUsername: 'StickerfyBot',
  socials: [
    { id: 'telegram', href: 'https://t.me/StickerfyBot' },
    { id: 'instagram', href: 'https://www.instagram.com/stickerfy.app' },
    { id: 'tiktok', href: 'https://www.tiktok.com/@stickerfy.app' },
    { id: 'x', href: 'https://x.com/stickerfyapp' },
  ],
  termsVersion: '30.05.2025',
} as const;

export const supportMailto = (subject?: string) =>
  `mailto:${SITE.supportEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
