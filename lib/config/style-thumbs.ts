// The style previews' small copies (scripts/build-style-thumbs.ts): public/styles/144/<name>.webp beside
// each committed public/styles/<name>.webp. Previews stored elsewhere (a user's own style) have none.
export const STYLE_THUMB_PX = 144;

export function styleThumbPath(image: string): string | null {
  const m = /^\/styles\/([a-z0-9-]+\.webp)$/.exec(image);
  return m ? `/styles/${STYLE_THUMB_PX}/${m[1]}` : null;
}

/** The picker card's image: the small copy for 1× screens, the original for sharper ones. */
export function styleImageSources(image: string, sizes: string) {
  const thumb = styleThumbPath(image);
  if (!thumb) return { src: image };
  return { src: image, srcSet: `${thumb} ${STYLE_THUMB_PX}w, ${image} 256w`, sizes };
}
