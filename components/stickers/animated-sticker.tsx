'use client';

import { useEffect, useRef } from 'react';
import { cn } from '@/lib/utils';

type Props = {
  video: string;
  poster: string;
  alt: string;
  className?: string;
  testId?: string;
};

/**
 * An animated sticker (docs/animated-stickers.md): its WEBM muted and looping, with the poster as
 * its still. It plays only while on screen and never under prefers-reduced-motion (the poster stays).
 */
export function AnimatedSticker({ video, poster, alt, className, testId }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    let visible = false;
    const update = () => {
      if (visible && !reduced.matches) void el.play().catch(() => {});
      else el.pause();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        visible = entries.some((e) => e.isIntersecting);
        update();
      },
      { threshold: 0.1 },
    );
    observer.observe(el);
    reduced.addEventListener('change', update);
    return () => {
      observer.disconnect();
      reduced.removeEventListener('change', update);
    };
  }, []);
  return (
    <div role="img" aria-label={alt} className={cn('size-full', className)} data-testid={testId}>
      <video
        ref={ref}
        src={video}
        poster={poster}
        muted
        loop
        playsInline
        preload="metadata"
        width={512}
        height={512}
        className="size-full object-contain"
      />
    </div>
  );
}
