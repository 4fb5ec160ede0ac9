import path from 'node:path';
import type { Box } from './head-box';
import type { Raw } from './raw';

// Human faces on a character's cut-out: @vladmandic/face-api's tiny face detector, whose weights
// ship in the package's model/ folder, read from disk by path, run by TensorFlow.js's WebAssembly
// backend from node_modules (the same install and set-up as lib/safety/embedded.ts). Nothing is
// fetched at install or run time. Loaded once per process, on the first image.

export type FaceBox = Box & { score: number };

type Detection = { score: number; box: { x: number; y: number; width: number; height: number } };
type FaceApi = {
  nets: { tinyFaceDetector: { loadFromDisk(dir: string): Promise<void> } };
  TinyFaceDetectorOptions: new (o: { inputSize: number; scoreThreshold: number }) => unknown;
  detectAllFaces(input: unknown, options: unknown): Promise<Detection[]>;
};
type Tf = typeof import('@tensorflow/tfjs');

/**
 * The detector's input side. 416 px found the fixture portrait's face at 0.96 (0.86 at 320, with a
 * 0.27 false box on the body) in ~55 ms on one core: larger costs time, smaller costs confidence.
 */
const INPUT_SIZE = 416;
/** Boxes below this are not even returned; callers pick their own, higher, confidence. */
const MIN_SCORE = 0.3;

let loading: Promise<{ tf: Tf; faceapi: FaceApi }> | null = null;

async function loadDetector() {
  const tf = await import('@tensorflow/tfjs');
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  if (tf.getBackend() !== 'wasm') {
    // The package's .wasm files, read from disk by path (no URL, no fetch); one thread, as the safety
    // classifier does (the server's other work shares the cores). The app runs from its root.
    wasm.setWasmPaths(path.join(process.cwd(), 'node_modules/@tensorflow/tfjs-backend-wasm/dist/'));
    wasm.setThreadsCount(1);
    await tf.setBackend('wasm');
  }
  await tf.ready();
  // The package's Node build for the WASM backend: it requires the same @tensorflow/tfjs and
  // backend-wasm (4.22.0) as the app, so both models share one engine.
  const mod = (await import('@vladmandic/face-api/dist/face-api.node-wasm.js')) as unknown as
    | FaceApi
    | { default: FaceApi };
  const faceapi = 'nets' in mod ? mod : mod.default;
  await faceapi.nets.tinyFaceDetector.loadFromDisk(
    path.join(process.cwd(), 'node_modules/@vladmandic/face-api/model'),
  );
  return { tf, faceapi };
}

function ready() {
  loading ??= loadDetector().catch((err) => {
    loading = null; // a failed load is tried again on the next image
    throw err;
  });
  return loading;
}

/** Loads the detector now (a bench, a warm-up); detectFaces() does it on its own otherwise. */
export const warmUpFaceDetector = () => ready().then(() => undefined);

/** RGB bytes of an RGBA image laid on white: a cut-out's transparent surround reads as a plain wall. */
function rgbOnWhite(r: Raw): Int32Array {
  const out = new Int32Array(r.width * r.height * 3);
  for (let i = 0, o = 0; i < r.data.length; i += 4, o += 3) {
    const a = (r.data[i + 3] as number) / 255;
    for (let c = 0; c < 3; c++) out[o + c] = Math.round((r.data[i + c] as number) * a + 255 * (1 - a));
  }
  return out;
}

/** Faces found on an RGBA image, best score first, in its pixel coordinates. */
export async function detectFaces(r: Raw): Promise<FaceBox[]> {
  const { tf, faceapi } = await ready();
  const input = tf.tensor3d(rgbOnWhite(r), [r.height, r.width, 3], 'int32');
  try {
    const found = await faceapi.detectAllFaces(
      input,
      new faceapi.TinyFaceDetectorOptions({ inputSize: INPUT_SIZE, scoreThreshold: MIN_SCORE }),
    );
    return found
      .map(({ score, box }) => ({ score, x: box.x, y: box.y, width: box.width, height: box.height }))
      .sort((a, b) => b.score - a.score);
  } finally {
    input.dispose();
  }
}
