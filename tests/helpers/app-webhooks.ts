import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { POST } from '@/app/api/webhooks/replicate/route';
import { registry } from '@/lib/registry';

// Our Replicate webhook route behind a real HTTP address, so a fake Replicate can call it as the real
// one would, and the env that makes the app hosted on that fake (APP_URL is where webhooks are sent).
export async function serveReplicateWebhooks(fakeBaseUrl: string) {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const answer = await POST(
      new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) }),
      { params: Promise.resolve({}) },
    );
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(await answer.text());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const saved = { ...process.env };
  Object.assign(process.env, {
    APP_URL: origin,
    REPLICATE_API_TOKEN: 'test-token',
    REPLICATE_BASE_URL: fakeBaseUrl,
  });
  registry.reload();
  return {
    origin,
    close: async () => {
      for (const k of ['APP_URL', 'REPLICATE_API_TOKEN', 'REPLICATE_BASE_URL']) {
        if (saved[k] === undefined) delete process.env[k];
        else process.env[k] = saved[k];
      }
      registry.reload();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
