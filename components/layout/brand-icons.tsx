// Small inline marks for client components (no remote images). Static pages draw the same marks
// as CSS icons (scripts/build-css-icons.ts).
const P = { className: 'size-5', fill: 'currentColor', 'aria-hidden': true } as const;

export const SocialIcon = {
  telegram: () => (
    <svg viewBox="0 0 24 24" {...P}>
      <path d="M21.9 4.3 18.7 19.4c-.2 1-.9 1.3-1.8.8l-4.9-3.6-2.4 2.3c-.3.3-.5.5-1 .5l.3-5 9.1-8.2c.4-.4-.1-.6-.6-.2L6.2 13 1.4 11.5c-1-.3-1-1 .2-1.5L20.6 2.8c.9-.3 1.6.2 1.3 1.5z" />
    </svg>
  ),
  instagram: () => (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  ),
  tiktok: () => (
    <svg viewBox="0 0 24 24" {...P}>
      <path d="M16.6 2h-3.3v13.2a2.9 2.9 0 1 1-2-2.8V9a6.2 6.2 0 1 0 5.3 6.2V8.6a7.8 7.8 0 0 0 4.4 1.4V6.7a4.5 4.5 0 0 1-4.4-4.7z" />
    </svg>
  ),
  x: () => (
    <svg viewBox="0 0 24 24" {...P}>
      <path d="M17.8 2h3.3l-7.2 8.3L22.4 22h-6.6l-5.2-6.8L4.7 22H1.4l7.7-8.8L1 2h6.8l4.7 6.2L17.8 2zm-1.2 18h1.8L6.5 3.9H4.6z" />
    </svg>
  ),
};
