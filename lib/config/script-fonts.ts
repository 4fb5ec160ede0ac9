import type { Locale } from './locales';

// Web fonts for the interface languages whose script a device may lack (a Linux or older phone
// without CJK, Devanagari, Thai or Arabic fonts shows boxes). Each face names the script's common
// system fonts with local() first, so a device that has one downloads nothing; the fallback is a
// subset of the Noto font we already ship for sticker labels, cut to the characters of that locale's
// messages (scripts/build-script-fonts.ts writes public/fonts/ and app/script-fonts.css from this).
// The face is used only on pages in that locale, and only for characters in its ranges.

export type ScriptFont = {
  locale: Locale;
  /** The @font-face family, placed first in the page's font stack for that locale. */
  family: string;
  /** Full or PostScript names of system fonts with this script, tried in order. */
  local: readonly string[];
  /** The Noto TTF (an npm dependency) the subset is cut from. */
  source: string;
  /** unicode-range of the face: the script's blocks (Latin stays with the system UI font). */
  ranges: readonly string[];
};

const noto = (pkg: string, file: string) => `node_modules/@expo-google-fonts/${pkg}/400Regular/${file}`;
// Combining marks and joiners every shaped script needs, and the dotted circle shapers insert.
const MARKS = ['U+200C-200D', 'U+25CC'];
const CJK_COMMON = ['U+3000-303F', 'U+FF00-FFEF'];

export const SCRIPT_FONTS: readonly ScriptFont[] = [
  {
    locale: 'hi',
    family: 'Stickerfy Devanagari',
    local: [
      'Noto Sans Devanagari',
      'NotoSansDevanagari-Regular',
      'Kohinoor Devanagari',
      'Nirmala UI',
      'Mangal',
    ],
    source: noto('noto-sans-devanagari', 'NotoSansDevanagari_400Regular.ttf'),
    ranges: ['U+0900-097F', 'U+1CD0-1CFF', 'U+A8E0-A8FF', 'U+20B9', ...MARKS],
  },
  {
    locale: 'th',
    family: 'Stickerfy Thai',
    local: [
      'Noto Sans Thai',
      'NotoSansThai-Regular',
      'Noto Sans Thai UI',
      'Thonburi',
      'Leelawadee UI',
      'Leelawadee',
    ],
    source: noto('noto-sans-thai', 'NotoSansThai_400Regular.ttf'),
    ranges: ['U+0E01-0E5B', ...MARKS],
  },
  {
    locale: 'ar',
    family: 'Stickerfy Arabic',
    local: [
      'Noto Sans Arabic',
      'NotoSansArabic-Regular',
      'Noto Sans Arabic UI',
      'Geeza Pro',
      'Segoe UI',
      'Tahoma',
    ],
    source: noto('noto-sans-arabic', 'NotoSansArabic_400Regular.ttf'),
    ranges: [
      'U+0600-06FF',
      'U+0750-077F',
      'U+0870-08FF',
      'U+FB50-FDFF',
      'U+FE70-FEFF',
      'U+200E-200F',
      ...MARKS,
    ],
  },
  {
    locale: 'ja',
    family: 'Stickerfy JP',
    local: [
      'Noto Sans JP',
      'NotoSansJP-Regular',
      'Noto Sans CJK JP',
      'NotoSansCJKjp-Regular',
      'Hiragino Sans',
      'Hiragino Sans W3',
      'Hiragino Kaku Gothic ProN',
      'Yu Gothic',
      'Yu Gothic Regular',
      'Meiryo',
    ],
    source: noto('noto-sans-jp', 'NotoSansJP_400Regular.ttf'),
    ranges: [...CJK_COMMON, 'U+3040-30FF', 'U+31F0-31FF', 'U+3400-4DBF', 'U+4E00-9FFF', 'U+F900-FAFF'],
  },
  {
    locale: 'zh',
    family: 'Stickerfy SC',
    local: [
      'Noto Sans SC',
      'NotoSansSC-Regular',
      'Noto Sans CJK SC',
      'NotoSansCJKsc-Regular',
      'PingFang SC',
      'Microsoft YaHei',
      'Source Han Sans SC',
    ],
    source: noto('noto-sans-sc', 'NotoSansSC_400Regular.ttf'),
    ranges: [...CJK_COMMON, 'U+3400-4DBF', 'U+4E00-9FFF', 'U+F900-FAFF'],
  },
  {
    locale: 'ko',
    family: 'Stickerfy KR',
    local: [
      'Noto Sans KR',
      'NotoSansKR-Regular',
      'Noto Sans CJK KR',
      'NotoSansCJKkr-Regular',
      'Apple SD Gothic Neo',
      'Malgun Gothic',
    ],
    source: noto('noto-sans-kr', 'NotoSansKR_400Regular.ttf'),
    ranges: [...CJK_COMMON, 'U+1100-11FF', 'U+3130-318F', 'U+AC00-D7AF', 'U+4E00-9FFF'],
  },
];

/** The served file of a face (public/fonts/). */
export const scriptFontFile = (f: ScriptFont) =>
  `/fonts/${f.family.toLowerCase().replace(/\s+/g, '-')}.woff2`;

/** Whether a code point is in one of the face's ranges. */
export function inRanges(ranges: readonly string[], cp: number): boolean {
  return ranges.some((r) => {
    const [lo, hi] = r.slice(2).split('-');
    const a = Number.parseInt(lo as string, 16);
    const b = hi ? Number.parseInt(hi, 16) : a;
    return cp >= a && cp <= b;
  });
}

/**
 * The CSS a page in `locale` carries (none for scripts every device draws): the face, local() names
 * first, swap so text shows at once in the system font, and the face first in the body's font stack
 * (characters outside its ranges fall through to the system UI fonts of app/globals.css).
 */
export function scriptFontCss(locale: string): string {
  const f = SCRIPT_FONTS.find((x) => x.locale === locale);
  if (!f) return '';
  const local = f.local.map((n) => `local("${n}")`).join(',');
  return (
    `@font-face{font-family:"${f.family}";src:${local},url("${scriptFontFile(f)}") format("woff2");` +
    `font-display:swap;unicode-range:${f.ranges.join(',')}}` +
    `body{font-family:"${f.family}",var(--font-sans)}`
  );
}
