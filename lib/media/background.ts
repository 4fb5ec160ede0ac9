import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { cleanCutout } from './mask';
import { segmentInWorker } from './segment-client';
import { createSemaphore } from './semaphore';

export type SegmentationModel = 'small' | 'medium';

// The model runs at 1024 px; larger inputs only cost memory. Tiles are 512 px.
const MAX_SIDE = 1280;
// One segmentation at a time per process: each holds ~1 GB while it runs (docs/measurements.md).
const slot = createSemaphore(1);

/** The model files ship inside the package; without an explicit path it tries to fetch them. */
function modelFolder(): string {
  const dir = path.join(process.cwd(), 'node_modules/@imgly/background-removal-node/dist/');
  const href = pathToFileURL(dir).href;
  return href.endsWith('/') ? href : `${href}/`;
}

/** Auto-oriented, bounded PNG: what the segmentation model should see. */
export async function prepareForSegmentation(photo: Buffer): Promise<Buffer> {
  return sharp(photo, { limitInputPixels: 40_000_000, failOn: 'error' })
    .rotate()
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/**
 * Removes the background of a photo on the CPU (@imgly/background-removal-node, ONNX, offline).
 * Returns an RGBA PNG at the input size with the background transparent. Slow (seconds) and
 * memory-hungry (~1 GB): call it from background jobs only.
 */
export async function removeBackground(
  png: Buffer,
  { model = 'medium' as SegmentationModel } = {},
): Promise<Buffer> {
  const input = await prepareForSegmentation(png);
  return slot.run(async () => {
    // In a worker thread so the server keeps answering; the config stays the same between calls
    // because the library caches its ONNX session by it.
    return cleanCutout(await segmentInWorker(input, { publicPath: modelFolder(), model }));
  });
}
