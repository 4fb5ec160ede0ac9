import { findLabelLanguage } from '@/lib/config/label-languages';

/** The English name of a label / description language, as the hosted model is told (English when unknown). */
export const languageName = (code: string) => findLabelLanguage(code)?.name ?? 'English';
