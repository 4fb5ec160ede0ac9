import s from './logo-mark.module.css';

/** The brand mark (public/icon.svg) as a CSS background: no request, a dozen bytes of HTML. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return <span aria-hidden="true" className={`${s.mark} ${className}`} />;
}
