import type { CssIconName } from './css-icon-names';
import icons from './css-icons.module.css';

/**
 * An icon of the static pages as a CSS mask (scripts/build-css-icons.ts): a dozen bytes of HTML
 * instead of an inline <svg>, in currentColor, 1em unless a size utility says otherwise.
 */
export function CssIcon({ name, className }: { name: CssIconName; className?: string }) {
  return (
    <span aria-hidden="true" className={`${icons.icon} ${icons[name]}${className ? ` ${className}` : ''}`} />
  );
}
