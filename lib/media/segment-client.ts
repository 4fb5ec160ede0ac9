import path from 'node:path';
import { Worker } from 'node:worker_threads';

type Pending = { resolve: (b: Buffer) => void; reject: (e: Error) => void };

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function settle(id: number): Pending | undefined {
  const p = pending.get(id);
  pending.delete(id);
  // Only a worker with work in hand keeps the process alive (scripts and tests exit when idle).
  if (!pending.size) worker?.unref();
  return p;
}

function failAll(err: Error) {
  for (const p of pending.values()) p.reject(err);
  pending.clear();
  worker = undefined;
}

function getWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(path.join(process.cwd(), 'lib/media/segment-worker.mjs'));
  w.on('message', (m: { id: number; ok: boolean; out?: Uint8Array; error?: string }) => {
    const p = settle(m.id);
    if (m.ok && m.out) p?.resolve(Buffer.from(m.out.buffer, m.out.byteOffset, m.out.byteLength));
    else p?.reject(new Error(m.error ?? 'Background removal failed'));
  });
  w.on('error', failAll);
  w.on('exit', (code) => failAll(new Error(`Background removal worker exited with code ${code}`)));
  worker = w;
  return w;
}

/** Segments one PNG in a worker thread that keeps its ONNX session between calls. */
export function segmentInWorker(input: Buffer, opts: { publicPath: string; model: string }): Promise<Buffer> {
  const w = getWorker();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.ref();
    const copy = new Uint8Array(input); // transferred to the worker; the caller keeps its buffer
    w.postMessage({ id, input: copy, ...opts }, [copy.buffer]);
  });
}
