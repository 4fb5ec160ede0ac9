import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';

// A local stand-in for api.replicate.com (docs/architecture.md: outside services are faked at their HTTP
// boundary). It speaks the predictions API the replicate SDK uses and serves output files.

export type Scenario = 'success' | 'failure' | 'unsafe' | 'slow' | 'missing-output';

type Recorded = { method: string; path: string; auth: string | undefined; body: unknown };

export type FakeReplicate = {
  /** Pass as `baseUrl` to the replicate client. */
  baseUrl: string;
  scenario: Scenario;
  /** Polls a prediction without webhook answers 'processing' before its outcome (1 unless set). */
  processingPolls: number;
  /** Bytes served as the model's output image. */
  output: Buffer;
  /** When set, a successful prediction answers these text tokens instead (language models). */
  textOutput: string[] | null;
  requests: Recorded[];
  /**
   * A prediction created with a `webhook` is answered only there (its GET says 'processing' until it
   * is cancelled): 'deliver' posts the signed outcome soon after, 'silent' never does.
   */
  webhooks: 'deliver' | 'silent';
  /**
   * The webhook goes out before the create call is answered (which follows once it was answered, or
   * after 200 ms): it reaches us before our row knows the prediction's id, as it can from a fast model
   * or through another instance.
   */
  webhookFirst: boolean;
  /** The account's signing secret, served at /v1/webhooks/default/secret. */
  webhookSecret: string;
  /** The webhook calls made, with our server's answer. */
  deliveries: { id: string; status: number }[];
  created: () => Recorded[];
  cancels: () => Recorded[];
  close: () => Promise<void>;
};

/** Replicate's signature, written here from its documentation rather than borrowed from our verifier. */
const sign = (secret: string, content: string) =>
  createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
    .update(content)
    .digest('base64');

export async function startFakeReplicate(output: Buffer): Promise<FakeReplicate> {
  const predictions = new Map<
    string,
    { polls: number; canceled: boolean; webhook: string | null; delivered: boolean }
  >();
  let seq = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', fake.origin);
      fake.requests.push({
        method: req.method ?? '',
        path: url.pathname,
        auth: req.headers.authorization,
        body: text ? JSON.parse(text) : null,
      });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };

      if (url.pathname.startsWith('/files/')) {
        if (url.pathname !== '/files/out.png') return send(404, { detail: 'Not found' });
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(fake.output);
      }
      if (req.headers.authorization !== 'Bearer test-token') return send(401, { detail: 'Unauthenticated' });
      if (req.method === 'GET' && url.pathname === '/v1/webhooks/default/secret')
        return send(200, { key: fake.webhookSecret });

      const prediction = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
        id,
        status,
        version: 'v',
        input: {},
        urls: {
          get: `${fake.origin}/v1/predictions/${id}`,
          cancel: `${fake.origin}/v1/predictions/${id}/cancel`,
        },
        created_at: new Date().toISOString(),
        ...extra,
      });

      if (
        req.method === 'POST' &&
        (url.pathname === '/v1/predictions' || /^\/v1\/models\/[^/]+\/[^/]+\/predictions$/.test(url.pathname))
      ) {
        const id = `p${++seq}`;
        const webhook = (JSON.parse(text) as { webhook?: string }).webhook ?? null;
        predictions.set(id, { polls: 0, canceled: false, webhook, delivered: false });
        if (webhook && fake.webhooks === 'deliver' && fake.webhookFirst) {
          const answer = () => send(201, prediction(id, 'starting'));
          void Promise.race([deliver(id, webhook), new Promise((r) => setTimeout(r, 200))]).then(answer);
          return;
        }
        if (webhook && fake.webhooks === 'deliver') setTimeout(() => void deliver(id, webhook), 15);
        return send(201, prediction(id, 'starting'));
      }
      const match = url.pathname.match(/^\/v1\/predictions\/([^/]+)(\/cancel)?$/);
      const state = match ? predictions.get(match[1] as string) : undefined;
      if (!match || !state) return send(404, { detail: 'Not found' });
      const id = match[1] as string;
      if (match[2]) {
        state.canceled = true;
        return send(200, prediction(id, 'canceled'));
      }
      state.polls++;
      if (state.canceled) return send(200, prediction(id, 'canceled'));
      // Answered by webhook: still running until its webhook went out (a silent fake never sends it).
      if (state.webhook && (fake.webhooks === 'silent' || !state.delivered))
        return send(200, prediction(id, 'processing'));
      if (fake.scenario === 'slow' || state.polls <= fake.processingPolls)
        return send(200, prediction(id, 'processing'));
      const [status, extra] = outcome();
      return send(200, prediction(id, status, extra));
    });
  });

  /** How a prediction ends under the current scenario. */
  function outcome(): [string, Record<string, unknown>] {
    switch (fake.scenario) {
      case 'success':
        return ['succeeded', { output: fake.textOutput ?? [`${fake.origin}/files/out.png`] }];
      case 'missing-output':
        return ['succeeded', { output: [`${fake.origin}/files/expired.png`] }];
      case 'unsafe':
        return [
          'failed',
          { error: 'NSFW content detected. Try running it again, or try a different prompt.' },
        ];
      default:
        return ['failed', { error: 'CUDA out of memory' }];
    }
  }

  /** Posts the outcome to the prediction's webhook, signed as Replicate signs it. */
  async function deliver(id: string, webhook: string) {
    // A 'slow' prediction finishes when a test changes the scenario.
    while (fake.scenario === 'slow') await new Promise((r) => setTimeout(r, 50));
    const state = predictions.get(id);
    if (state) state.delivered = true;
    const [status, extra] = outcome();
    const body = JSON.stringify({ id, status, version: 'v', input: {}, ...extra });
    const webhookId = `msg_${id}`;
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers = {
      'content-type': 'application/json',
      'webhook-id': webhookId,
      'webhook-timestamp': timestamp,
      'webhook-signature': `v1,${sign(fake.webhookSecret, `${webhookId}.${timestamp}.${body}`)}`,
    };
    // Replicate retries a delivery that failed; a few quick tries do here.
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await fetch(webhook, { method: 'POST', headers, body }).catch(() => null);
      fake.deliveries.push({ id, status: res?.status ?? 0 });
      if (res?.ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeReplicate & { origin: string } = {
    origin: `http://127.0.0.1:${port}`,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    scenario: 'success',
    processingPolls: 1,
    output,
    textOutput: null,
    requests: [],
    webhooks: 'deliver',
    webhookFirst: false,
    webhookSecret: `whsec_${Buffer.from('fake-replicate-signing-key').toString('base64')}`,
    deliveries: [],
    created: () => fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/predictions')),
    cancels: () => fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/cancel')),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
