// Where a key press moves the focus inside a roving-tabindex widget (one Tab stop, arrows inside;
// WAI-ARIA Authoring Practices, listbox and radiogroup). Pure, so the movement is unit-tested.

export type RovingLayout = {
  /** How many items the widget holds. */
  count: number;
  /**
   * Items fill columns top to bottom (CSS grid-flow-col) in this many rows; 1 for a plain row. Left and
   * right then move a whole column, up and down one item.
   */
  rows?: number;
  /** Right-to-left pages: Left moves forward. */
  rtl?: boolean;
  /** Wrap from the last item to the first (and back) instead of stopping. */
  wrap?: boolean;
};

/** The index the key moves to, or null when the key is not a movement key (let it through). */
export function nextRovingIndex(current: number, key: string, layout: RovingLayout): number | null {
  const { count, rows = 1, rtl = false, wrap = false } = layout;
  if (count <= 0) return null;
  const at = Math.min(Math.max(current, 0), count - 1);
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  let step: number;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case forward:
      step = rows;
      break;
    case back:
      step = -rows;
      break;
    case 'ArrowDown':
      step = 1;
      break;
    case 'ArrowUp':
      step = -1;
      break;
    default:
      return null;
  }
  const target = at + step;
  if (target >= 0 && target < count) return target;
  if (wrap) return (target + count) % count;
  // A column move past the end lands on the last item (a short last column), never off the widget.
  return Math.min(Math.max(target, 0), count - 1);
}
