// Delayed steps of one dialog (docs/product-rules.md: close 1.5 s after success, reset 2 s after
// an error) that belong to what the dialog shows now: `clear()` on close, unmount or a new subject
// cancels them, so a timer of the last style cannot close or reset the next one. `epoch` changes
// on every clear: an answer that arrives after it is stale.
export type DialogTimers = {
  later(fn: () => void, ms: number): void;
  clear(): void;
  readonly epoch: number;
};

export function createDialogTimers(): DialogTimers {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  let epoch = 0;
  return {
    get epoch() {
      return epoch;
    },
    later(fn, ms) {
      const id = setTimeout(() => {
        pending.delete(id);
        fn();
      }, ms);
      pending.add(id);
    },
    clear() {
      epoch++;
      for (const id of pending) clearTimeout(id);
      pending.clear();
    },
  };
}
