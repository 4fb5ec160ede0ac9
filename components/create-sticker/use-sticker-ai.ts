'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiRequestError } from '@/lib/client/api-fetch';
import { useCost } from '@/lib/client/costs';
import {
  stickerSuggestionRequest,
  themeIdeasRequest,
  withAiStyle,
  withSuggestion,
  withSuggestions,
} from '@/lib/client/sticker-ai';
import type { StickerDraft } from '@/lib/client/sticker-form';
import { suggestDescriptions, suggestStickers, suggestStyles, suggestThemes } from '@/lib/client/suggestions';
import { useBalanceReader } from '@/lib/client/use-me';
import { findLabelLanguage, type LabelLanguageCode } from '@/lib/config/label-languages';
import type { AiStyle } from '@/lib/contracts/styles';

type Busy = 'themes' | 'ideas' | 'styles' | 'all' | `one-${number}` | null;

/**
 * The page's AI helpers (docs/product-rules.md): each needs a character and credits for one call
 * (else a destructive toast), has its own busy state, and applies the new balance from the answer.
 */
export function useStickerAi(
  draft: StickerDraft,
  update: (p: Partial<StickerDraft> | ((d: StickerDraft) => Partial<StickerDraft>)) => void,
) {
  const t = useTranslations('createSticker.ai');
  // Names, descriptions and style ideas come in the interface language (the person reads and edits
  // them); the label texts and the theme ideas (docs/product-rules.md) follow the label language.
  const uiLanguage = (findLabelLanguage(useLocale())?.code ?? 'en') as LabelLanguageCode;
  const readBalance = useBalanceReader();
  const costs = {
    one: useCost('getIndividualStickerSuggestions'),
    themes: useCost('getContextSuggestion'),
    ideas: useCost('getDescriptionIdeasList'),
    styles: useCost('getAiStyleSuggestions'),
  };
  const [busy, setBusy] = useState<Busy>(null);
  // Paid answers live in the draft, so a reload (which keeps the draft) keeps them too.
  const { themeIdeas: themes, descriptionIdeas: ideas, styleIdeas } = draft;

  async function run<T>(
    kind: Busy,
    cost: number,
    call: () => Promise<{ value: T; availableCredits?: number }>,
  ) {
    if (busy) return null;
    if (draft.characters.length === 0) {
      toast.error(t('needCharacter'));
      return null;
    }
    const balance = readBalance();
    if (typeof balance === 'number' && balance < cost) {
      toast.error(t('insufficient', { cost }));
      return null;
    }
    setBusy(kind);
    try {
      const { value } = await call();
      return value;
    } catch (err) {
      toast.error(
        err instanceof ApiRequestError && err.status === 402 ? t('insufficient', { cost }) : t('failed'),
        {
          description: err instanceof Error && !(err instanceof ApiRequestError) ? err.message : undefined,
        },
      );
      return null;
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    costs,
    themes,
    ideas,
    styleIdeas,
    async loadThemes() {
      const v = await run('themes', costs.themes, () => suggestThemes(themeIdeasRequest(draft)));
      if (v) update({ themeIdeas: v });
    },
    /** Section 3 "AI description ideas" (docs/product-rules.md): what stickers of this theme could show. */
    async loadIdeas() {
      const v = await run('ideas', costs.ideas, () =>
        suggestDescriptions({
          language: uiLanguage,
          context: draft.context,
          amount: 10,
          charactersAmount: draft.characters.length || 1,
        }),
      );
      if (v) update({ descriptionIdeas: v });
    },
    /** An idea becomes the description of the first sticker that has none; its number, or null. */
    applyIdea(idea: string): number | null {
      const index = draft.entries.slice(0, draft.count).findIndex((e) => e.description.trim() === '');
      if (index < 0) return null;
      update((d) => ({ entries: d.entries.map((e, i) => (i === index ? { ...e, description: idea } : e)) }));
      return index + 1;
    },
    async loadStyles() {
      const v = await run('styles', costs.styles, () =>
        suggestStyles({
          styleContext: draft.customStyle,
          stickerSetContext: draft.context,
          stickerSetIdeasContext: ideas.join('; ').slice(0, 500),
          language: uiLanguage,
          amount: 10,
          charactersAmount: draft.characters.length || 1,
        }),
      );
      if (v) update({ styleIdeas: v });
    },
    /** Bulk: padded or truncated to the count, missing fields get the documented defaults. */
    async fillAll() {
      const v = await run('all', costs.one, () =>
        suggestStickers(stickerSuggestionRequest(draft, uiLanguage, draft.count)),
      );
      if (v) update((d) => withSuggestions(d, v));
    },
    async suggestOne(index: number) {
      const v = await run(`one-${index}`, costs.one, () =>
        suggestStickers(stickerSuggestionRequest(draft, uiLanguage, 1)),
      );
      const s = v?.[0];
      if (s) update((d) => withSuggestion(d, index, s));
    },
    addStyle(style: AiStyle) {
      update((d) => withAiStyle(d, style));
    },
  };
}

export type StickerAi = ReturnType<typeof useStickerAi>;
