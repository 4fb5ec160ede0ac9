'use client';

import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useImageFiles } from '@/components/upload/use-image-files';
import { Link } from '@/lib/i18n/navigation';
import {
  characterCostQueryOptions,
  characterQueryOptions,
  validateCharacterForm,
} from '@/lib/client/characters';
import { useBalance } from '@/lib/client/use-me';
import { COST_DEFAULTS } from '@/lib/config/pricing';
import { CHARACTER_LIMITS } from '@/lib/contracts/characters';
import { ROUTES } from '@/lib/config/routes';
import { CreateCharacterForm, type FormErrors } from './create-character-form';
import { CreationProgress } from './creation-progress';
import { CreationSuccess } from './creation-success';
import { UnsafeContentDialog } from './unsafe-content-dialog';
import { useCreateCharacter } from './use-create-character';

/** /create-character (docs/product-rules.md): the form, then the progress bar, then the finished character. */
export function CreateCharacterPage({ remixReference }: { remixReference: string | null }) {
  const t = useTranslations('createCharacter');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const files = useImageFiles(CHARACTER_LIMITS.maxImages);
  const creation = useCreateCharacter();
  const { availableCredits: balance } = useBalance();
  const cost = useQuery(characterCostQueryOptions).data ?? COST_DEFAULTS.characterCreationCost;
  const remix = useQuery({
    ...characterQueryOptions(remixReference ?? ''),
    enabled: remixReference !== null,
    retry: false,
  });

  // Remix: start from the example's name and description, once, unless the user typed already.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!remix.data || prefilled.current) return;
    prefilled.current = true;
    setName((v) => v || remix.data.name.slice(0, CHARACTER_LIMITS.nameMax));
    setDescription((v) => v || remix.data.description.slice(0, CHARACTER_LIMITS.descriptionMax));
  }, [remix.data]);

  // Clear a field's error as soon as it is edited or fixed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the photo count is the trigger, not an input: adding or removing a photo clears the photos' error.
  useEffect(() => setErrors((e) => (e.images ? { ...e, images: undefined } : e)), [files.images.length]);

  const required = Math.max(cost, creation.insufficient?.required ?? 0);
  const short = balance !== undefined ? balance < required : creation.insufficient !== null;
  const insufficientBy = short ? required : null;

  const submit = () => {
    const found: FormErrors = validateCharacterForm({
      name,
      description,
      imageCount: files.images.length,
      remixReference,
    });
    if (!terms) found.terms = 'termsRequired';
    if (!remixReference && !found.images && files.images.some((i) => i.status !== 'ready')) {
      found.images = 'filesNotReady';
    }
    if (remixReference && !remix.data) return;
    setErrors(found);
    const first = (['name', 'description', 'images', 'terms'] as const).find((f) => found[f]);
    if (first) {
      const target = {
        name: 'character-name',
        description: 'character-description',
        images: 'character-photos-label',
        terms: 'character-terms',
      }[first];
      document.getElementById(target)?.focus();
      document.getElementById(target)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    if (insufficientBy !== null) {
      document.getElementById('insufficient-credits')?.focus();
      return;
    }
    void creation.submit({
      name: name.trim(),
      description: description.trim(),
      images: files.images,
      remixReference,
      files,
    });
  };

  const { phase } = creation;
  // The form is long: the progress and success views start at the top of the page.
  useEffect(() => {
    if (phase.kind === 'processing' || phase.kind === 'created') window.scrollTo({ top: 0 });
  }, [phase.kind]);
  const firstPhoto = remixReference
    ? (remix.data?.sourceImages[0] ?? remix.data?.images[0])
    : files.images.find((i) => i.previewUrl)?.previewUrl;

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 sm:py-10" data-testid="create-character-page">
      <Link
        href={ROUTES.studioTab('characters')}
        className="inline-flex items-center gap-2 rounded-full py-1 text-sm font-semibold text-muted-foreground transition hover:text-foreground"
        data-testid="create-character-back"
      >
        <ArrowLeftIcon className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('back')}
      </Link>

      {phase.kind === 'created' ? (
        <div className="mt-5">
          <CreationSuccess character={phase.character} />
        </div>
      ) : phase.kind === 'processing' ? (
        <div className="mt-5">
          <CreationProgress name={name.trim()} progress={creation.progress} photo={firstPhoto} />
        </div>
      ) : (
        <>
          <header className="mt-4 mb-6">
            <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t('title')}</h1>
            <p className="mt-2 text-muted-foreground text-pretty">{t('subtitle')}</p>
          </header>
          <CreateCharacterForm
            name={name}
            onNameChange={(v) => {
              setName(v);
              setErrors((e) => ({ ...e, name: undefined }));
            }}
            description={description}
            onDescriptionChange={(v) => {
              setDescription(v);
              setErrors((e) => ({ ...e, description: undefined }));
            }}
            terms={terms}
            onTermsChange={(v) => {
              setTerms(v);
              setErrors((e) => ({ ...e, terms: undefined }));
            }}
            files={files}
            remix={
              remixReference
                ? { reference: remixReference, example: remix.data, loading: remix.isPending }
                : null
            }
            errors={errors}
            cost={cost}
            balance={balance}
            insufficientBy={insufficientBy}
            busy={phase.kind === 'uploading' || phase.kind === 'creating' ? phase.kind : null}
            onSubmit={submit}
          />
        </>
      )}

      <UnsafeContentDialog open={creation.unsafeOpen} onOpenChange={creation.setUnsafeOpen} />
    </div>
  );
}
