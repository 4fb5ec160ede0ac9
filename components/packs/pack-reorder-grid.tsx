'use client';

import { ChevronLeftIcon, ChevronRightIcon, GripIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { STICKER_SLOTS, stickerSources } from '@/components/stickers/sticker-sources';
import { STUDIO_GRID } from '@/components/studio/studio-grid';
import { cn } from '@/lib/utils';
import type { PackReorder } from './use-pack-reorder';

const EARLIER = new Set(['ArrowUp', 'ArrowLeft']);
const LATER = new Set(['ArrowDown', 'ArrowRight']);

/** Alt+Arrow on a sticker's handle: -1 earlier, +1 later (left and right swap in right-to-left pages). */
function keyStep(e: KeyboardEvent<HTMLElement>): -1 | 1 | 0 {
  if (!e.altKey) return 0;
  const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
  const horizontal = e.key === 'ArrowLeft' || e.key === 'ArrowRight';
  const step = EARLIER.has(e.key) ? -1 : LATER.has(e.key) ? 1 : 0;
  return (rtl && horizontal ? -step : step) as -1 | 1 | 0;
}

/** Reorder mode of the owner's pack: drag a sticker by its handle (mouse, pen, touch) or move it by keyboard. */
export function PackReorderGrid({ reorder }: { reorder: PackReorder }) {
  const t = useTranslations('packOrder');
  const { stickers, move } = reorder;
  const [dragging, setDragging] = useState<string | null>(null);
  const refocus = useRef<string | null>(null);

  // React may move the focused node when the order changes: keep focus on the sticker that moved.
  useEffect(() => {
    const ref = refocus.current;
    if (!ref) return;
    refocus.current = null;
    document.querySelector<HTMLElement>(`[data-reorder-handle="${CSS.escape(ref)}"]`)?.focus();
  });

  const moveBy = (index: number, step: number, focusRef: string) => {
    refocus.current = focusRef;
    move(index, index + step);
  };

  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    if (!dragging) return;
    const over = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>('[data-reorder-index]')
      ?.dataset.reorderIndex;
    const from = stickers.findIndex((s) => s.reference === dragging);
    if (over !== undefined && from >= 0 && Number(over) !== from) move(from, Number(over));
  };

  return (
    <ul className={STUDIO_GRID} data-testid="pack-reorder-grid" aria-describedby="pack-reorder-help">
      {stickers.map((s, i) => (
        <li
          key={s.reference}
          data-reorder-index={i}
          data-testid="pack-sticker"
          data-reference={s.reference}
          className={cn(
            'relative flex flex-col overflow-hidden rounded-3xl border-2 border-dashed border-violet-300 bg-card shadow-sm transition-shadow',
            dragging === s.reference &&
              'z-10 border-solid border-violet-600 shadow-xl ring-4 ring-violet-200',
          )}
        >
          <div className="aspect-square bg-gradient-to-br from-violet-50 to-fuchsia-50">
            {s.data.image && (
              <img
                {...stickerSources(s.data, STICKER_SLOTS.grid)}
                alt={s.name}
                draggable={false}
                width={512}
                height={512}
                className="size-full object-contain p-2 select-none"
              />
            )}
          </div>
          <p className="truncate px-3 pt-2 text-sm font-semibold" title={s.name}>
            {s.name}
          </p>
          <div className="flex items-center gap-1 px-1.5 pb-1.5">
            <button
              type="button"
              className="grid size-10 shrink-0 cursor-grab touch-none place-items-center rounded-xl text-violet-700 outline-none hover:bg-violet-50 focus-visible:ring-[3px] focus-visible:ring-violet-400 active:cursor-grabbing"
              aria-label={t('handle', { name: s.name, position: i + 1, count: stickers.length })}
              aria-describedby="pack-reorder-help"
              data-reorder-handle={s.reference}
              data-testid="pack-reorder-handle"
              onKeyDown={(e) => {
                const step = keyStep(e);
                if (!step) return;
                e.preventDefault();
                moveBy(i, step, s.reference);
              }}
              onPointerDown={(e) => {
                e.currentTarget.setPointerCapture(e.pointerId);
                setDragging(s.reference);
              }}
              onPointerMove={onPointerMove}
              onPointerUp={() => setDragging(null)}
              onPointerCancel={() => setDragging(null)}
            >
              <GripIcon className="size-5" aria-hidden="true" />
            </button>
            <span className="flex-1" />
            <MoveButton
              label={t('earlier', { name: s.name })}
              disabled={i === 0}
              onClick={() => moveBy(i, -1, s.reference)}
              testId="pack-move-earlier"
            >
              <ChevronLeftIcon className="size-4 rtl:rotate-180" aria-hidden="true" />
            </MoveButton>
            <MoveButton
              label={t('later', { name: s.name })}
              disabled={i === stickers.length - 1}
              onClick={() => moveBy(i, 1, s.reference)}
              testId="pack-move-later"
            >
              <ChevronRightIcon className="size-4 rtl:rotate-180" aria-hidden="true" />
            </MoveButton>
          </div>
        </li>
      ))}
    </ul>
  );
}

function MoveButton(props: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      className="grid size-10 shrink-0 place-items-center rounded-xl border bg-background outline-none hover:bg-violet-50 focus-visible:ring-[3px] focus-visible:ring-violet-400 disabled:opacity-35"
      data-testid={props.testId}
    >
      {props.children}
    </button>
  );
}
