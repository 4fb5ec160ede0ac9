/** A tiny counting semaphore: bounds how many heavy image jobs hold decoded pixels at once. */
export function createSemaphore(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];

  async function acquire() {
    if (active < limit) {
      active++;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release() {
    const next = waiting.shift();
    if (next) next();
    else active--;
  }

  return {
    async run<T>(fn: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await fn();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
  };
}
