import fs from 'node:fs';
import path from 'node:path';
import { findLabelLanguage, type LabelScript } from '@/lib/config/label-languages';

// Label fonts ship as npm packages (Noto Sans, OFL; docs/product-rules.md): nothing is downloaded and no system
// font is needed. One extra-bold face per script; Pango shapes it (Arabic joining, Indic
// conjuncts, Thai marks) and lays it out right to left where the script says so.
type Face = { pkg: string; file: string; family: string };

const face = (pkg: string, stem: string, family: string): Face => ({
  pkg,
  file: `800ExtraBold/${stem}_800ExtraBold.ttf`,
  family: `${family} ExtraBold`,
});

const FACES: Record<LabelScript, Face> = {
  latin: face('noto-sans', 'NotoSans', 'Noto Sans'),
  cyrillic: face('noto-sans', 'NotoSans', 'Noto Sans'),
  greek: face('noto-sans', 'NotoSans', 'Noto Sans'),
  arabic: face('noto-sans-arabic', 'NotoSansArabic', 'Noto Sans Arabic'),
  hebrew: face('noto-sans-hebrew', 'NotoSansHebrew', 'Noto Sans Hebrew'),
  devanagari: face('noto-sans-devanagari', 'NotoSansDevanagari', 'Noto Sans Devanagari'),
  thai: face('noto-sans-thai', 'NotoSansThai', 'Noto Sans Thai'),
  'han-sc': face('noto-sans-sc', 'NotoSansSC', 'Noto Sans SC'),
  japanese: face('noto-sans-jp', 'NotoSansJP', 'Noto Sans JP'),
  hangul: face('noto-sans-kr', 'NotoSansKR', 'Noto Sans KR'),
};

/** The font folder: the server and the tests run from the project root. */
const fontRoot = () => path.resolve(process.cwd(), 'node_modules/@expo-google-fonts');

export type LabelFont = { file: string; family: string; rtl: boolean };

export function fontForLanguage(code: string): LabelFont {
  const language = findLabelLanguage(code);
  const f = FACES[language?.script ?? 'latin'];
  const file = path.join(fontRoot(), f.pkg, f.file);
  if (!fs.existsSync(file)) throw new Error(`Label font missing: ${file} (npm install)`);
  return { file, family: f.family, rtl: !!language?.rtl };
}
