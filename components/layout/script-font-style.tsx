import { scriptFontCss } from '@/lib/config/script-fonts';

// A page in Hindi, Thai, Arabic, Japanese, Chinese or Korean names its script's web font (a few
// hundred bytes; lib/config/script-fonts.ts): a device with a system font for the script downloads
// nothing, one without gets our subset instead of boxes. Other pages carry none of it.
export function ScriptFontStyle({ locale }: { locale: string }) {
  const css = scriptFontCss(locale);
  return css ? <style>{css}</style> : null;
}
