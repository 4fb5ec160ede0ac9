// Sticker label and context languages (docs/product-rules.md: about 36–39 choices). `code` is a BCP 47 tag and
// what the API carries in stickerLabelsLanguage / stickerDescriptionsLanguage. `script` decides the
// font our label renderer uses and whether the create-sticker page warns that the image model may
// not draw that script (labels are always drawn by us, so the warning is about the rest of the art).
export type LabelScript =
  | 'latin'
  | 'cyrillic'
  | 'greek'
  | 'arabic'
  | 'hebrew'
  | 'devanagari'
  | 'thai'
  | 'han-sc'
  | 'japanese'
  | 'hangul';

/** A letter of each non-Latin script, for the checks that a text is written in its language's script. */
export const SCRIPT_LETTERS: Record<Exclude<LabelScript, 'latin'>, RegExp> = {
  cyrillic: /\p{Script=Cyrillic}/u,
  greek: /\p{Script=Greek}/u,
  arabic: /\p{Script=Arabic}/u,
  hebrew: /\p{Script=Hebrew}/u,
  devanagari: /\p{Script=Devanagari}/u,
  thai: /\p{Script=Thai}/u,
  'han-sc': /\p{Script=Han}/u,
  japanese: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  hangul: /\p{Script=Hangul}/u,
};

export type LabelLanguage = {
  code: string;
  /** English name (API, prompts). */
  name: string;
  /** The language's own name (UI lists). */
  nativeName: string;
  script: LabelScript;
  rtl?: boolean;
};

export const LABEL_LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English', script: 'latin' },
  { code: 'fr', name: 'French', nativeName: 'Français', script: 'latin' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', script: 'latin' },
  { code: 'uk', name: 'Ukrainian', nativeName: 'Українська', script: 'cyrillic' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский', script: 'cyrillic' },
  { code: 'ja', name: 'Japanese', nativeName: '日本語', script: 'japanese' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', script: 'latin' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', script: 'latin' },
  { code: 'it', name: 'Italian', nativeName: 'Italiano', script: 'latin' },
  { code: 'zh', name: 'Chinese', nativeName: '中文', script: 'han-sc' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', script: 'devanagari' },
  { code: 'pt-BR', name: 'Brazilian Portuguese', nativeName: 'Português (Brasil)', script: 'latin' },
  { code: 'ko', name: 'Korean', nativeName: '한국어', script: 'hangul' },
  { code: 'id', name: 'Indonesian', nativeName: 'Bahasa Indonesia', script: 'latin' },
  { code: 'tr', name: 'Turkish', nativeName: 'Türkçe', script: 'latin' },
  { code: 'th', name: 'Thai', nativeName: 'ไทย', script: 'thai' },
  { code: 'vi', name: 'Vietnamese', nativeName: 'Tiếng Việt', script: 'latin' },
  { code: 'fil', name: 'Filipino', nativeName: 'Filipino', script: 'latin' },
  { code: 'ms', name: 'Malay', nativeName: 'Bahasa Melayu', script: 'latin' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', script: 'arabic', rtl: true },
  { code: 'kk', name: 'Kazakh', nativeName: 'Қазақ тілі', script: 'cyrillic' },
  { code: 'sv', name: 'Swedish', nativeName: 'Svenska', script: 'latin' },
  { code: 'fi', name: 'Finnish', nativeName: 'Suomi', script: 'latin' },
  { code: 'nl', name: 'Dutch', nativeName: 'Nederlands', script: 'latin' },
  { code: 'pl', name: 'Polish', nativeName: 'Polski', script: 'latin' },
  { code: 'cs', name: 'Czech', nativeName: 'Čeština', script: 'latin' },
  { code: 'el', name: 'Greek', nativeName: 'Ελληνικά', script: 'greek' },
  { code: 'da', name: 'Danish', nativeName: 'Dansk', script: 'latin' },
  { code: 'no', name: 'Norwegian', nativeName: 'Norsk', script: 'latin' },
  { code: 'he', name: 'Hebrew', nativeName: 'עברית', script: 'hebrew', rtl: true },
  { code: 'lt', name: 'Lithuanian', nativeName: 'Lietuvių', script: 'latin' },
  { code: 'lv', name: 'Latvian', nativeName: 'Latviešu', script: 'latin' },
  { code: 'et', name: 'Estonian', nativeName: 'Eesti', script: 'latin' },
  { code: 'hu', name: 'Hungarian', nativeName: 'Magyar', script: 'latin' },
  { code: 'ro', name: 'Romanian', nativeName: 'Română', script: 'latin' },
  { code: 'bg', name: 'Bulgarian', nativeName: 'Български', script: 'cyrillic' },
  { code: 'sk', name: 'Slovak', nativeName: 'Slovenčina', script: 'latin' },
  { code: 'sl', name: 'Slovenian', nativeName: 'Slovenščina', script: 'latin' },
  { code: 'hr', name: 'Croatian', nativeName: 'Hrvatski', script: 'latin' },
] as const satisfies readonly LabelLanguage[];

export type LabelLanguageCode = (typeof LABEL_LANGUAGES)[number]['code'];

export const LABEL_LANGUAGE_CODES = LABEL_LANGUAGES.map((l) => l.code) as [
  LabelLanguageCode,
  ...LabelLanguageCode[],
];

const byCode = new Map<string, LabelLanguage>(LABEL_LANGUAGES.map((l) => [l.code, l]));

export const findLabelLanguage = (code: string | null | undefined): LabelLanguage | undefined =>
  code ? byCode.get(code) : undefined;

/** The create-sticker page warns beside the language choice for these (docs/product-rules.md). */
export const isNonLatin = (code: string) => {
  const l = byCode.get(code);
  return !!l && l.script !== 'latin';
};
