import type { DbOrTx } from '@/lib/db/types';

// Domain events inside one process: a domain announces what happened to its data, and the domains
// that react listen, so the announcing one never imports them (stickers does not know packs, packs
// does not know Telegram sets). Unlike the job runtime's events (lib/jobs/events.ts), listeners run
// at once, in the caller's request and on the caller's database handle, awaited in the order they
// were registered: what a listener does is as done as the change when the call returns. Listeners
// are registered at start (lib/server/wiring.ts). This folder, like lib/jobs, knows no domain.

export type Listener<P, R> = (db: DbOrTx, payload: P) => Promise<R>;

// On globalThis: Next bundles instrumentation (which registers) and route handlers (which emit)
// apart, each with its own copy of this module.
const g = globalThis as unknown as {
  __stickerDomainEvents?: Map<string, Map<string, Listener<never, unknown>>>;
};
g.__stickerDomainEvents ??= new Map();
const registry = g.__stickerDomainEvents;

export type DomainEvent<P, R = void> = {
  readonly name: string;
  /** Registers `listener` under `id`; registering an id again replaces it (a module loaded twice). */
  listen(id: string, listener: Listener<P, R>): void;
  /** Calls every listener in turn; their answers, in order. */
  emit(db: DbOrTx, payload: P): Promise<R[]>;
};

export function domainEvent<P, R = void>(name: string): DomainEvent<P, R> {
  const listeners = () => {
    if (!registry.has(name)) registry.set(name, new Map());
    return registry.get(name) as unknown as Map<string, Listener<P, R>>;
  };
  return {
    name,
    listen: (id, listener) => void listeners().set(id, listener),
    async emit(db, payload) {
      const answers: R[] = [];
      for (const listener of listeners().values()) answers.push(await listener(db, payload));
      return answers;
    },
  };
}
