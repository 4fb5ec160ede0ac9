import { randomUUID } from 'node:crypto';

// Real embedded accounts for route tests: signed up through /api/auth like an API client, then
// identified by the bearer token better-auth hands out (no mocked getCurrentUser).
export const TEST_ORIGIN = 'http://localhost:3000';

export type Account = { token: string; userId: string; email: string; authorization: string };

export async function signUpAccount(name = 'Tess', headers: Record<string, string> = {}): Promise<Account> {
  const auth = await import('@/app/api/auth/[...all]/route');
  const me = await import('@/app/v1/users/me/route');
  const email = `${randomUUID()}@accounts.test`;
  const res = await auth.POST(
    new Request(`${TEST_ORIGIN}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email, password: 'secret123', name }),
    }),
    { params: Promise.resolve({ all: ['sign-up', 'email'] }) },
  );
  const token = res.headers.get('set-auth-token');
  if (res.status !== 200 || !token) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const authorization = `Bearer ${token}`;
  const who = await me.GET(new Request(`${TEST_ORIGIN}/v1/users/me`, { headers: { authorization } }), {
    params: Promise.resolve({}),
  });
  const userId = ((await who.json()) as { data: { result: { id: string } } }).data.result.id;
  return { token, userId, email, authorization };
}
