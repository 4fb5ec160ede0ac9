import 'server-only';
import Replicate, { type Prediction } from 'replicate';
import sharp from 'sharp';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { UnsafeContentError } from './errors';
import {
  attachPrediction,
  claimPrediction,
  dropClaim,
  findPrediction,
  settlePrediction,
} from './prediction-rows';
import { nextPredictionKey, PredictionPending } from './prediction-scope';

// One way to run a hosted model on Replicate, shared by characters and stickers: create the
// prediction, poll until it ends or times out (then cancel), classify refusals as unsafe, and
// download the output ourselves at once (Replicate deletes it after an hour; a failed FileOutput
// download throws a ReferenceError in replicate 1.4, docs/measurements.md).
export type ReplicateOptions = {
  auth: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs: number;
  pollIntervalMs: number;
};

const TERMINAL = new Set(['succeeded', 'failed', 'canceled']);
export const WEBHOOK_PATH = '/api/webhooks/replicate';
const UNSAFE = /nsfw|safety|unsafe|sensitive content|content policy/i;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function outputUrls(output: unknown): string[] {
  const list = Array.isArray(output) ? output : [output];
  return list.filter((u): u is string => typeof u === 'string' && /^https?:\/\//.test(u));
}

function describeError(p: Prediction): string {
  const e = p.error;
  return typeof e === 'string' ? e : e ? JSON.stringify(e) : `prediction ${p.status}`;
}

/**
 * replicate 1.4 bug (docs/measurements.md): with Buffer inputs the client serialises itself, token included, into
 * the request. So image inputs are data URIs we build, downscaled to keep the request small.
 */
export async function toDataUri(image: Buffer, { maxSide = 1024, png = false } = {}): Promise<string> {
  const resized = sharp(image).rotate().resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
  if (png) return `data:image/png;base64,${(await resized.png().toBuffer()).toString('base64')}`;
  return `data:image/jpeg;base64,${(await resized.jpeg({ quality: 90 }).toBuffer()).toString('base64')}`;
}

export function createReplicateRunner(opts: ReplicateOptions) {
  const doFetch = opts.fetch ?? globalThis.fetch;
  const client = new Replicate({
    auth: opts.auth,
    baseUrl: opts.baseUrl,
    fetch: opts.fetch,
    useFileOutput: false,
  });

  /** `target` is a version hash, or `owner/name` for an official model run by name. */
  async function predict(target: string, input: object): Promise<Prediction> {
    let prediction = await client.predictions.create(
      target.includes('/') ? { model: target, input } : { version: target, input },
    );
    const deadline = Date.now() + opts.timeoutMs;
    while (!TERMINAL.has(prediction.status)) {
      if (Date.now() >= deadline) {
        await client.predictions.cancel(prediction.id).catch(() => {});
        throw new Error(`Replicate prediction ${prediction.id} timed out after ${opts.timeoutMs} ms`);
      }
      await sleep(Math.min(opts.pollIntervalMs, Math.max(0, deadline - Date.now())));
      prediction = await client.predictions.get(prediction.id);
    }
    return prediction;
  }

  /**
   * In a job's prediction scope (lib/ai/prediction-scope.ts): the finished prediction for this
   * call's key, or a new one created once with our webhook — then PredictionPending ends the step.
   */
  async function scoped(
    { base, attempt }: { base: string; attempt: number },
    target: string,
    input: object,
  ): Promise<Prediction> {
    const db = await getDb();
    let row = await findPrediction(db, base, attempt);
    const key = row ? null : await claimPrediction(db, base, attempt);
    if (key) {
      let id: string;
      try {
        const webhook = {
          webhook: `${env().appUrl}${WEBHOOK_PATH}`,
          webhook_events_filter: ['completed' as const],
        };
        const created = await client.predictions.create(
          target.includes('/')
            ? { model: target, input, ...webhook }
            : { version: target, input, ...webhook },
        );
        id = created.id;
      } catch (err) {
        await dropClaim(db, key);
        throw err;
      }
      await attachPrediction(db, key, id);
      throw new PredictionPending(id, opts.timeoutMs);
    }
    row ??= await findPrediction(db, base, attempt);
    if (!row?.predictionId) throw new Error(`Replicate prediction ${base} is being created by another step`);
    if (!row.completedAt) throw new PredictionPending(row.predictionId, opts.timeoutMs);
    return {
      id: row.predictionId,
      status: row.status,
      output: row.output ? [row.output] : null,
      error: row.error,
    } as unknown as Prediction;
  }

  async function download(url: string): Promise<Buffer> {
    const res = await doFetch(url, { signal: AbortSignal.timeout(60_000) });
    if (!res.ok) throw new Error(`Could not download the model output (${res.status})`);
    const data = Buffer.from(await res.arrayBuffer());
    if (data.length === 0) throw new Error('The model output is empty');
    return data;
  }

  async function succeeded(target: string, input: object): Promise<Prediction> {
    const key = nextPredictionKey(target, input);
    const prediction = key ? await scoped(key, target, input) : await predict(target, input);
    if (prediction.status !== 'succeeded') {
      const message = describeError(prediction);
      if (UNSAFE.test(message)) throw new UnsafeContentError(message);
      throw new Error(`Replicate prediction ${prediction.status}: ${message}`);
    }
    return prediction;
  }

  return {
    /**
     * After a wait that timed out: the prediction is looked at once; still running, it is cancelled
     * (or, with `cancel: false`, left running). A finished one's outcome is recorded, so the step
     * run next reads it instead of waiting again.
     */
    async expire(predictionId: string, { cancel = true } = {}): Promise<string> {
      let p = await client.predictions.get(predictionId);
      if (!TERMINAL.has(p.status)) {
        if (!cancel) return p.status;
        await client.predictions.cancel(predictionId).catch(() => {});
        p = { ...p, status: 'canceled', error: `timed out after ${opts.timeoutMs} ms` } as Prediction;
      }
      const [url] = outputUrls(p.output);
      await settlePrediction(await getDb(), predictionId, {
        status: p.status,
        output: url ?? null,
        error: p.status === 'succeeded' ? null : describeError(p),
      });
      return p.status;
    },
    /** A language model's answer: its streamed tokens joined. */
    async text(target: string, input: object): Promise<string> {
      const { output } = await succeeded(target, input);
      return Array.isArray(output) ? output.join('') : typeof output === 'string' ? output : '';
    },
    /** Runs a model version to its first output image, downloaded. Unsafe refusals throw UnsafeContentError. */
    async image(version: string, input: object): Promise<Buffer> {
      const prediction = await succeeded(version, input);
      const [url] = outputUrls(prediction.output);
      if (!url) throw new Error('Replicate prediction returned no image');
      return download(url);
    },
  };
}
