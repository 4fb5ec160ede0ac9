import sharp from 'sharp';

// A synthetic image the embedded safety classifier flags, so no explicit picture has to live in
// the repository. What the model reacts to: large soft skin-toned masses with shading, filling
// most of the frame against a dark background (the way close-up nude photos look at 224 px). It
// scores ~0.9 "porn" at the default threshold 0.6. The same colours laid flat (skinToneFlat) score
// below 0.05: the test exercises the model's response to body-like shapes, not a colour rule.

const W = 512;
const SKIN = `<radialGradient id="g" cx="50%" cy="50%" r="60%"><stop offset="0" stop-color="#e8b090"/><stop offset="1" stop-color="#7a4030"/></radialGradient>`;

const BODY_LIKE = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${W}"><defs>${SKIN}</defs>
<rect width="100%" height="100%" fill="#201010"/>
<ellipse cx="150" cy="330" rx="150" ry="190" fill="url(#g)"/>
<ellipse cx="362" cy="330" rx="150" ry="190" fill="url(#g)"/>
<ellipse cx="256" cy="120" rx="200" ry="130" fill="url(#g)"/></svg>`;

/** PNG, 512×512: the image the classifier refuses. */
export const unsafeSyntheticImage = () => sharp(Buffer.from(BODY_LIKE)).blur(8).png().toBuffer();

/** PNG, 512×512: the same skin colour with no shapes, which passes. */
export const skinToneFlat = () =>
  sharp({ create: { width: W, height: W, channels: 3, background: '#c98a6c' } })
    .png()
    .toBuffer();
