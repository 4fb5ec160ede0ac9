import type { DraftField } from '@/lib/client/sticker-form-check';

const FOCUSABLE = '[tabindex="0"], input, textarea, select, button:not([tabindex="-1"]), a[href]';

/** The element a field's problem sends the focus to: the field itself, or the first control of its group. */
function targetOf(field: DraftField): HTMLElement | null {
  const root = document.querySelector<HTMLElement>(`[data-field-target="${field}"]`);
  if (!root) return null;
  return root.matches('input, textarea, select') ? root : root.querySelector<HTMLElement>(FOCUSABLE);
}

/**
 * Scrolls a field to the middle of the screen (clear of the sticky header and the floating section
 * buttons) and focuses it; false when the field is not on the page.
 */
export function focusField(field: DraftField): boolean {
  const target = targetOf(field);
  if (!target) return false;
  const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ block: 'center', behavior: calm ? 'auto' : 'smooth' });
  target.focus({ preventScroll: true });
  return true;
}
