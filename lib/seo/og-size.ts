/** Open Graph card size (the recommended 1.91:1). */
export const OG_SIZE = { width: 1200, height: 630 } as const;
