import 'server-only';
import path from 'node:path';
import { decodeForModel, MODEL_INPUT_SIZE } from './decode';
import type { SafetyClassifier, SafetyScores } from './types';

// The embedded classifier: nsfwjs's MobileNet v2, whose weights ship inside the npm package as JS
// modules, run by TensorFlow.js's WebAssembly backend, whose .wasm files ship in its package too.
// Nothing is fetched at install or run time. Loaded once per process, on the first image.

type Model = { classify(img: unknown, topk?: number): Promise<{ className: string; probability: number }[]> };
type Tf = typeof import('@tensorflow/tfjs');

let loading: Promise<{ tf: Tf; model: Model }> | null = null;

async function loadModel() {
  const tf = await import('@tensorflow/tfjs');
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  // The package's .wasm files, read from disk by path (no URL, no fetch). The app runs from its root,
  // like lib/media/background.ts's model folder.
  wasm.setWasmPaths(path.join(process.cwd(), 'node_modules/@tensorflow/tfjs-backend-wasm/dist/'));
  // One thread: the server's other work shares the cores, and the threaded build needs workers.
  wasm.setThreadsCount(1);
  await tf.setBackend('wasm');
  await tf.ready();
  tf.enableProdMode();
  const [{ load }, { MobileNetV2Model }] = await Promise.all([
    import('nsfwjs/core'),
    import('nsfwjs/models/mobilenet_v2'),
  ]);
  // nsfwjs announces the model it loads on console.info, once per process: not worth a log line.
  const info = console.info;
  console.info = () => {};
  try {
    const model = (await load('MobileNetV2', { modelDefinitions: [MobileNetV2Model] })) as Model;
    return { tf, model };
  } finally {
    console.info = info;
  }
}

function ready() {
  loading ??= loadModel().catch((err) => {
    loading = null; // a failed load is tried again on the next image
    throw err;
  });
  return loading;
}

const CLASS_KEYS: Record<string, keyof SafetyScores> = {
  Porn: 'porn',
  Hentai: 'hentai',
  Sexy: 'sexy',
  Neutral: 'neutral',
  Drawing: 'drawing',
};

export const embeddedClassifier: SafetyClassifier = {
  async classify(image) {
    const [{ tf, model }, pixels] = await Promise.all([ready(), decodeForModel(image)]);
    const input = tf.tensor3d(pixels, [MODEL_INPUT_SIZE, MODEL_INPUT_SIZE, 3], 'int32');
    try {
      const ranked = await model.classify(input, 5);
      const scores: SafetyScores = { porn: 0, hentai: 0, sexy: 0, neutral: 0, drawing: 0 };
      for (const r of ranked) {
        const key = CLASS_KEYS[r.className];
        if (key) scores[key] = r.probability;
      }
      return scores;
    } finally {
      input.dispose();
    }
  },
};

/** Loads the model now (a bench, a warm-up); classify() does it on its own otherwise. */
export const warmUpEmbeddedClassifier = () => ready().then(() => undefined);
