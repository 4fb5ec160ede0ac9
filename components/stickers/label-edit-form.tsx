'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FieldError } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { LABEL_LANGUAGES } from '@/lib/config/label-languages';
import {
  LABEL_COLORS,
  LABEL_OUTLINES,
  LABEL_PLACEMENTS,
  type LabelEdit,
  type LabelEditErrorKey,
} from '@/lib/contracts/label-edits';
import { STICKER_LIMITS } from '@/lib/contracts/stickers';
import { ApiRequestError } from '@/lib/client/api-fetch';
import { checkLabelEdit, labelPreviewUrl, saveStickerLabel } from '@/lib/client/label-edit';
import type { Sticker } from '@/lib/client/stickers';
import { cn } from '@/lib/utils';

/** A typed change waits this long before it is drawn: one preview per pause, not per key. */
const PREVIEW_DEBOUNCE_MS = 250;

/** Swatch names for screen readers (and titles), by colour. */
const COLOR_NAMES: Record<string, string> = {
  '#2a1650': 'purple',
  '#111111': 'black',
  '#ffffff': 'white',
  '#d62828': 'red',
  '#f77f00': 'orange',
  '#ffbe0b': 'yellow',
  '#2a9d8f': 'teal',
  '#1d4ed8': 'blue',
  '#ff2bd6': 'pink',
};

type Props = {
  sticker: Pick<Sticker, 'reference' | 'name'>;
  initial: LabelEdit;
  onSaved: (sticker: Sticker) => void;
};

export function LabelEditForm({ sticker, initial, onSaved }: Props) {
  const t = useTranslations('stickers.labelEdit');
  const [edit, setEdit] = useState<LabelEdit>(initial);
  const [shown, setShown] = useState<LabelEdit>(initial);
  const [loading, setLoading] = useState(true);
  const check = checkLabelEdit(edit);
  const [touched, setTouched] = useState(false);
  const error: LabelEditErrorKey | null = check.ok ? null : check.error;

  // The preview follows the form once typing pauses, and only with a valid label.
  useEffect(() => {
    const next = checkLabelEdit(edit);
    if (!next.ok) return;
    const id = setTimeout(() => setShown(next.edit), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [edit]);
  const src = labelPreviewUrl(sticker.reference, shown);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is a new image to wait for
  useEffect(() => setLoading(true), [src]);

  const save = useMutation({
    mutationFn: (value: LabelEdit) => saveStickerLabel(sticker.reference, value),
    onSuccess: (saved) => {
      toast.success(t('saved'));
      onSaved(saved);
    },
    onError: (err) => {
      if (err instanceof ApiRequestError && err.status === 429) toast.error(t('tooMany'));
      else toast.error(t('failed'));
    },
  });
  const set = (patch: Partial<LabelEdit>) => setEdit((e) => ({ ...e, ...patch }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (check.ok) save.mutate(check.edit);
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_15rem] sm:grid-rows-[auto_1fr]"
      noValidate
    >
      <div className="flex flex-col gap-4 sm:row-span-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="label-text" className="text-sm font-semibold">
            {t('text')}
          </label>
          <Input
            id="label-text"
            value={edit.text}
            maxLength={STICKER_LIMITS.labelMax + 10}
            onChange={(e) => set({ text: e.target.value })}
            onBlur={() => setTouched(true)}
            aria-invalid={touched && error?.startsWith('text') ? true : undefined}
            aria-describedby={touched && error ? 'label-edit-error' : undefined}
            data-testid="label-edit-text"
          />
          <FieldError id="label-edit-error">{touched && error ? t(`errors.${error}`) : null}</FieldError>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="label-language" className="text-sm font-semibold">
            {t('language')}
          </label>
          <select
            id="label-language"
            value={edit.language}
            onChange={(e) => set({ language: e.target.value as LabelEdit['language'] })}
            className="h-10 rounded-xl border border-input bg-background px-3 text-sm"
            data-testid="label-edit-language"
          >
            {LABEL_LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.nativeName}
              </option>
            ))}
          </select>
        </div>
        <Swatches
          legend={t('color')}
          name="label-color"
          colors={LABEL_COLORS}
          value={edit.color}
          onPick={(color) => set({ color })}
        />
        <Swatches
          legend={t('outline')}
          name="label-outline"
          colors={LABEL_OUTLINES}
          value={edit.outline}
          onPick={(outline) => set({ outline })}
        />
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-semibold">{t('placement')}</legend>
          <div className="flex flex-wrap gap-2">
            {LABEL_PLACEMENTS.map((p) => (
              <label
                key={p}
                className={cn(
                  'cursor-pointer rounded-full border px-3.5 py-1.5 text-sm font-medium transition has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40',
                  edit.placement === p
                    ? 'border-violet-600 bg-violet-600 text-white'
                    : 'bg-background hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name="label-placement"
                  value={p}
                  checked={edit.placement === p}
                  onChange={() => set({ placement: p })}
                  className="sr-only"
                  data-testid={`label-edit-placement-${p}`}
                />
                {t(`placements.${p}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {/* On a phone the preview comes first, small, so it stays in view while typing. */}
      <div className="order-first flex flex-col items-center gap-2 sm:order-none">
        <div className="relative aspect-square w-40 sm:w-full overflow-hidden rounded-2xl bg-[conic-gradient(#f3f0fa_25%,#fff_0_50%,#f3f0fa_0_75%,#fff_0)] bg-[length:24px_24px] ring-1 ring-black/5">
          <img
            src={src}
            alt={t('previewAlt', { name: sticker.name })}
            width={512}
            height={512}
            onLoad={() => setLoading(false)}
            onError={() => setLoading(false)}
            className="size-full object-contain"
            data-testid="label-edit-preview"
          />
          {loading && (
            <div className="absolute inset-0 grid place-items-center bg-white/40">
              <Spinner />
            </div>
          )}
        </div>
        <p className="text-center text-xs font-semibold text-emerald-700">{t('free')}</p>
      </div>
      <Button
        type="submit"
        variant="gradient"
        className="sm:col-start-2 sm:self-start"
        disabled={save.isPending}
        data-testid="label-edit-save"
      >
        {save.isPending && <Spinner className="text-white" />}
        {t('save')}
      </Button>
    </form>
  );
}

function Swatches(props: {
  legend: string;
  name: string;
  colors: readonly string[];
  value: string;
  onPick: (color: string) => void;
}) {
  const t = useTranslations('stickers.labelEdit.colors');
  // The sticker's own colour (a style's) stays on offer beside the swatches.
  const colors = props.colors.includes(props.value) ? props.colors : [...props.colors, props.value];
  return (
    <fieldset className="flex flex-col">
      <legend className="mb-1.5 text-sm font-semibold">{props.legend}</legend>
      <div className="flex flex-wrap gap-2">
        {colors.map((c) => (
          <label
            key={c}
            title={t(COLOR_NAMES[c] ?? 'custom')}
            className={cn(
              'size-8 cursor-pointer rounded-full ring-1 ring-black/15 transition has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/60',
              props.value === c && 'outline-2 outline-offset-2 outline-violet-600',
            )}
            style={{ background: c }}
          >
            <input
              type="radio"
              name={props.name}
              value={c}
              checked={props.value === c}
              onChange={() => props.onPick(c)}
              className="sr-only"
              aria-label={t(COLOR_NAMES[c] ?? 'custom')}
              data-testid={`${props.name}-${c.slice(1)}`}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
