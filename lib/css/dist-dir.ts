// The build's folder, as next.config.ts sets it (NEXT_DIST_DIR lets a second build live beside .next).
export const distDir = () => process.env.NEXT_DIST_DIR || '.next';
