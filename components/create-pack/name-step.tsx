'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { nameProblem } from '@/lib/client/pack-edit';
import { PACK_LIMITS } from '@/lib/contracts/packs';
import { cn } from '@/lib/utils';

/** Step 1: the pack name, max 40 characters, with the documented live error. */
export function NameStep({
  name,
  onChange,
  onSubmit,
  showEmpty,
}: {
  name: string;
  onChange: (name: string) => void;
  onSubmit: () => void;
  /** The empty-name error shows once the user tried to go on (not on a fresh page). */
  showEmpty: boolean;
}) {
  const t = useTranslations('packs');
  const [touched, setTouched] = useState(false);
  const problem = nameProblem(name);
  const visible = problem === 'nameTooLong' || (problem === 'nameEmpty' && (touched || showEmpty));
  return (
    <form
      className="flex max-w-xl flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="pack-name" className="text-sm font-semibold">
        {t('name.label')}
      </label>
      <div className="relative">
        <Input
          id="pack-name"
          value={name}
          maxLength={PACK_LIMITS.nameMax}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => setTouched(true)}
          placeholder={t('name.placeholder')}
          aria-invalid={visible || undefined}
          aria-describedby="pack-name-hint"
          autoFocus
          className="h-12 pe-16 text-base"
          data-testid="pack-name-input"
        />
        <span
          className={cn(
            'pointer-events-none absolute end-4 top-1/2 -translate-y-1/2 text-xs tabular-nums',
            name.length >= PACK_LIMITS.nameMax ? 'font-semibold text-amber-600' : 'text-muted-foreground',
          )}
          aria-hidden="true"
        >
          {name.length}/{PACK_LIMITS.nameMax}
        </span>
      </div>
      <p
        id="pack-name-hint"
        className={cn('text-sm', visible ? 'font-medium text-red-600' : 'text-muted-foreground')}
        role={visible ? 'alert' : undefined}
        data-testid="pack-name-error"
      >
        {visible && problem ? t(`errors.${problem}`) : t('name.hint')}
      </p>
    </form>
  );
}
