// A label language whose font draws this text (the OG card's title can be in any script).
const SCRIPTS: [RegExp, string][] = [
  [/[\u0600-\u06ff]/, 'ar'],
  [/[\u0590-\u05ff]/, 'he'],
  [/[\u0900-\u097f]/, 'hi'],
  [/[\u0e00-\u0e7f]/, 'th'],
  [/[\u3040-\u30ff]/, 'ja'],
  [/[\uac00-\ud7af]/, 'ko'],
  [/[\u4e00-\u9fff]/, 'zh'],
];

export function languageForText(text: string): string {
  return SCRIPTS.find(([re]) => re.test(text))?.[1] ?? 'en';
}
