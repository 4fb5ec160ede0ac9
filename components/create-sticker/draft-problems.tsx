'use client';

import { CircleAlertIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import {
  type DraftCheck,
  type DraftField,
  entryField,
  type RequiredEntryField,
} from '@/lib/client/sticker-form-check';
import type { DraftErrorKey } from '@/lib/client/sticker-form';
import { focusField } from './focus-field';

/** A section problem's text: the product rule's message, or a plainer one where that is vague. */
export function useProblemText() {
  const t = useTranslations('createSticker');
  return {
    section: (key: DraftErrorKey) => (key === 'noStyle' ? t('check.noStyle') : t(`errors.${key}`)),
    entry: (field: RequiredEntryField) => t(`check.missing.${field}`),
  };
}

/**
 * The form's summary beside the create button: one alert naming every problem in page order, each
 * with a button to its field; incomplete stickers by number, with what each lacks.
 */
export function DraftProblems({ check }: { check: DraftCheck }) {
  const t = useTranslations('createSticker.check');
  const locale = useLocale();
  const text = useProblemText();
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  const items: { field: DraftField; label: string }[] = [
    ...check.sections.map((s) => ({ field: s.field, label: text.section(s.key) })),
    ...check.entries.map((e) => ({
      field: entryField(e.index, e.missing[0] as RequiredEntryField),
      label: t('entry', {
        n: e.index + 1,
        count: e.missing.length,
        fields: list.format(e.missing.map((f) => t(`fieldNames.${f}`))),
      }),
    })),
  ];
  const total = items.length;
  return (
    // Always on the page, empty until a try: a live region announces what is put into it.
    <div role="alert" data-testid="draft-problems">
      {total > 0 && (
        <div className="flex flex-col gap-2 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="flex items-center gap-2 font-semibold">
            <CircleAlertIcon className="size-5 shrink-0" aria-hidden="true" />
            {t('title', { count: total })}
          </p>
          {check.entries.length > 0 && (
            <p className="text-sm">{t('incompleteStickers', { count: check.entries.length })}</p>
          )}
          <ul className="flex flex-col gap-1 ps-7 text-sm">
            {items.map((item) => (
              <li key={item.field} className="list-disc">
                <button
                  type="button"
                  onClick={() => focusField(item.field)}
                  className="text-start font-medium underline underline-offset-2 hover:text-red-950"
                  data-testid="draft-problem"
                >
                  {item.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
