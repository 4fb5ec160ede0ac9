// Runs the ONNX background-removal model off the main thread: the model run is synchronous CPU work
// of several seconds, and on the main thread it froze the whole embedded server (docs/measurements.md).
// Plain .mjs so it runs as-is next to the app (no bundler involved). One model session per worker.
import { parentPort } from 'node:worker_threads';
import { removeBackground } from '@imgly/background-removal-node';

parentPort.on('message', async ({ id, input, publicPath, model }) => {
  try {
    const blob = await removeBackground(new Blob([input], { type: 'image/png' }), {
      publicPath,
      model,
      output: { format: 'image/png' },
    });
    const out = new Uint8Array(await blob.arrayBuffer());
    parentPort.postMessage({ id, ok: true, out }, [out.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, ok: false, error: String(err?.message ?? err) });
  }
});
