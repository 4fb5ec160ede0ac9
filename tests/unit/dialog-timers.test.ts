import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDialogTimers } from '@/lib/client/timers';

// Product rule (docs/product-rules.md): success closes after 1.5 s, an error resets after 2 s — for the style the
// dialog showed then, never for the next one opened within that time.
describe('style dialog timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fire when nothing changed', () => {
    const timers = createDialogTimers();
    const close = vi.fn();
    timers.later(close, 1500);
    vi.advanceTimersByTime(1499);
    expect(close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('a success close of style A does not close style B opened within 1.5 s', () => {
    const timers = createDialogTimers();
    const onClose = vi.fn();
    const reset = vi.fn();
    timers.later(onClose, 1500); // A bought
    timers.later(reset, 2000);
    vi.advanceTimersByTime(600);
    timers.clear(); // the dialog closed and B opened: the effect's cleanup ran
    vi.advanceTimersByTime(5000);
    expect(onClose).not.toHaveBeenCalled();
    expect(reset).not.toHaveBeenCalled();
  });

  it('marks answers that arrive after a clear as stale', () => {
    const timers = createDialogTimers();
    const before = timers.epoch;
    timers.clear();
    expect(timers.epoch).not.toBe(before);
  });
});
