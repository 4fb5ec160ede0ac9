'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input, Textarea } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ImageDropzone } from '@/components/upload/image-dropzone';
import type { ImageFiles } from '@/components/upload/use-image-files';
import { Link } from '@/lib/i18n/navigation';
import type { Character } from '@/lib/client/characters';
import { CHARACTER_LIMITS } from '@/lib/contracts/characters';
import { ROUTES } from '@/lib/config/routes';
import { CreditNotice } from './credit-notice';
import { RemixExamplesRow } from './remix-examples-row';
import { RemixSource } from './remix-source';

export type FormErrorKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'descriptionTooLong'
  | 'noImages'
  | 'tooManyImages'
  | 'termsRequired'
  | 'filesNotReady';
export type FormErrors = Partial<Record<'name' | 'description' | 'images' | 'terms', FormErrorKey>>;

type Props = {
  name: string;
  onNameChange: (v: string) => void;
  description: string;
  onDescriptionChange: (v: string) => void;
  terms: boolean;
  onTermsChange: (v: boolean) => void;
  files: ImageFiles;
  remix: { reference: string; example: Character | undefined; loading: boolean } | null;
  errors: FormErrors;
  cost: number;
  balance: number | undefined;
  insufficientBy: number | null;
  busy: 'uploading' | 'creating' | null;
  onSubmit: () => void;
};

const termsLink = 'font-semibold text-violet-700 underline underline-offset-2 hover:text-violet-900';

/** The create-character fields (docs/product-rules.md). Validation and submission live in the page. */
export function CreateCharacterForm(p: Props) {
  const t = useTranslations('createCharacter');
  const max = { max: CHARACTER_LIMITS.nameMax };
  const message = (key: FormErrorKey | undefined, vars: Record<string, number> = {}) =>
    key ? t(`errors.${key}`, { max: CHARACTER_LIMITS.maxImages, ...vars }) : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onSubmit();
  };
  const disabled = p.busy !== null;

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-6 rounded-3xl border bg-card p-5 shadow-sm sm:p-8"
      data-testid="create-character-form"
    >
      <Field
        id="character-name"
        label={t('name.label')}
        counter={t('counter', { count: p.name.length, max: CHARACTER_LIMITS.nameMax })}
        error={message(p.errors.name, max)}
      >
        <Input
          id="character-name"
          value={p.name}
          onChange={(e) => p.onNameChange(e.target.value)}
          maxLength={CHARACTER_LIMITS.nameMax}
          placeholder={t('name.placeholder')}
          autoComplete="off"
          aria-invalid={p.errors.name ? true : undefined}
          aria-describedby={p.errors.name ? 'character-name-error' : undefined}
          disabled={disabled}
        />
      </Field>

      <Field
        id="character-description"
        label={t('description.label')}
        optional={t('description.optional')}
        counter={t('counter', { count: p.description.length, max: CHARACTER_LIMITS.descriptionMax })}
        error={message(p.errors.description, { max: CHARACTER_LIMITS.descriptionMax })}
      >
        <Textarea
          id="character-description"
          value={p.description}
          onChange={(e) => p.onDescriptionChange(e.target.value)}
          maxLength={CHARACTER_LIMITS.descriptionMax}
          placeholder={t('description.placeholder')}
          rows={2}
          className="min-h-16 resize-none"
          aria-invalid={p.errors.description ? true : undefined}
          aria-describedby={p.errors.description ? 'character-description-error' : undefined}
          disabled={disabled}
        />
      </Field>

      <div className="flex flex-col gap-2.5">
        <div className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
          <span className="text-sm font-medium outline-none" id="character-photos-label" tabIndex={-1}>
            {t('photos.label')}
          </span>
          <span className="text-xs text-muted-foreground">{t('photos.hint')}</span>
        </div>
        {p.remix ? (
          <RemixSource example={p.remix.example} loading={p.remix.loading} />
        ) : (
          <>
            <ImageDropzone
              files={p.files}
              max={CHARACTER_LIMITS.maxImages}
              disabled={disabled}
              invalid={Boolean(p.errors.images)}
              describedBy={p.errors.images ? 'character-photos-error' : undefined}
            />
            <FieldError id="character-photos-error">{message(p.errors.images)}</FieldError>
            <RemixExamplesRow />
          </>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <Checkbox
            id="character-terms"
            checked={p.terms}
            onCheckedChange={(v) => p.onTermsChange(v === true)}
            aria-invalid={p.errors.terms ? true : undefined}
            aria-describedby={p.errors.terms ? 'character-terms-error' : undefined}
            disabled={disabled}
            className="mt-0.5"
            data-testid="character-terms"
          />
          <Label
            htmlFor="character-terms"
            className="block text-sm leading-relaxed font-normal text-muted-foreground"
          >
            {t.rich('terms', {
              terms: (c) => (
                <Link href={ROUTES.terms} target="_blank" className={termsLink}>
                  {c}
                </Link>
              ),
              privacy: (c) => (
                <Link href={ROUTES.privacy} target="_blank" className={termsLink}>
                  {c}
                </Link>
              ),
              billing: (c) => (
                <Link href={ROUTES.billing} target="_blank" className={termsLink}>
                  {c}
                </Link>
              ),
            })}
          </Label>
        </div>
        <FieldError id="character-terms-error">{message(p.errors.terms)}</FieldError>
      </div>

      <div className="flex flex-col gap-4 border-t pt-5">
        <CreditNotice cost={p.cost} balance={p.balance} insufficientBy={p.insufficientBy} />
        <Button
          type="submit"
          variant="gradient"
          size="lg"
          disabled={disabled}
          className="w-full"
          data-testid="create-character-submit"
        >
          {p.busy && <Spinner className="text-white" />}
          {p.busy === 'uploading'
            ? t('submitting.uploading')
            : p.busy === 'creating'
              ? t('submitting.creating')
              : t('submit')}
        </Button>
      </div>
    </form>
  );
}

function Field(props: {
  id: string;
  label: string;
  optional?: string;
  counter: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={props.id}>
          {props.label}
          {props.optional && <span className="font-normal text-muted-foreground">({props.optional})</span>}
        </Label>
        <span className="text-xs text-muted-foreground tabular-nums">{props.counter}</span>
      </div>
      {props.children}
      <FieldError id={`${props.id}-error`}>{props.error}</FieldError>
    </div>
  );
}
