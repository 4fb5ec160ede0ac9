// The registry's slots and their state, without the mode decision: this file imports nothing, so the
// browser's analytics can use it too (the decision, server-only, is in ./index.ts).
//
// Each domain declares its slot next to its implementations, by merging into Slots:
//   declare module '@/lib/registry/slots' { interface Slots { storage: BlobStore } }
// so this folder never imports a domain, and a domain importing the registry makes no import loop.

// biome-ignore lint/suspicious/noEmptyInterface: filled by each domain's declaration merging
export interface Slots {}

export type SlotName = keyof Slots;

/** What tests pass to override(): an implementation per slot, undefined to drop that override. */
export type Overrides = { [K in SlotName]?: Slots[K] | undefined };

type State = {
  /** Implementations installed by tests and scripts; they win over the configured ones. */
  overrides: Map<SlotName, unknown>;
  /** The configured implementation of each slot, built once on first use (a promise when async). */
  built: Map<SlotName, unknown>;
};

// One state per process, on globalThis: Next bundles instrumentation and each route handler
// separately, so this module can be loaded more than once, and they must all see the same
// implementations (one database connection, one job queue) and the same test overrides.
const g = globalThis as unknown as { __stickerRegistry?: State };
const state = (): State => {
  g.__stickerRegistry ??= { overrides: new Map(), built: new Map() };
  return g.__stickerRegistry;
};

/** Installs implementations; a slot given undefined is built afresh from the configuration on next use. */
export function override(impls: Overrides): void {
  const { overrides, built } = state();
  for (const [name, impl] of Object.entries(impls) as [SlotName, unknown][]) {
    built.delete(name);
    if (impl === undefined) overrides.delete(name);
    else overrides.set(name, impl);
  }
}

/** Forgets the built implementations (the next use builds them again); overrides stay. */
export function forgetBuilt(): void {
  state().built.clear();
}

/** Forgets overrides and built implementations. */
export function clearSlots(): void {
  state().overrides.clear();
  state().built.clear();
}

/** The slot's override, else its implementation built once by `build`. */
export function resolve<K extends SlotName>(name: K, build: () => Slots[K]): Slots[K] {
  const s = state();
  if (s.overrides.has(name)) return s.overrides.get(name) as Slots[K];
  if (!s.built.has(name)) s.built.set(name, build());
  return s.built.get(name) as Slots[K];
}

/** Like resolve, for an implementation built asynchronously (a dynamic import); a failed build is retried. */
export function resolveAsync<K extends SlotName>(name: K, build: () => Promise<Slots[K]>): Promise<Slots[K]> {
  const s = state();
  if (s.overrides.has(name)) return Promise.resolve(s.overrides.get(name) as Slots[K]);
  let pending = s.built.get(name) as Promise<Slots[K]> | undefined;
  if (!pending) {
    pending = build().catch((err) => {
      if (s.built.get(name) === pending) s.built.delete(name);
      throw err;
    });
    s.built.set(name, pending);
  }
  return pending;
}
