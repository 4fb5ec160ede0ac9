import { describe, expect, it } from 'vitest';
import { detectLocale, fromAcceptLanguage } from '@/lib/i18n/detect-locale';

const h = (init: Record<string, string>) => new Headers(init);

describe('detectLocale', () => {
  it('prefers a saved choice over everything', () => {
    expect(detectLocale(h({ 'x-vercel-ip-country': 'DE', 'accept-language': 'fr' }), 'ja')).toBe('ja');
  });
  it('maps the country header', () => {
    expect(detectLocale(h({ 'x-vercel-ip-country': 'UA' }))).toBe('uk');
    expect(detectLocale(h({ 'cf-ipcountry': 'br' }))).toBe('pt-BR');
    expect(detectLocale(h({ 'x-vercel-ip-country': 'SA' }))).toBe('ar');
  });
  it('ignores countries whose language we do not support, then uses Accept-Language', () => {
    expect(detectLocale(h({ 'x-vercel-ip-country': 'PH', 'accept-language': 'ko-KR,ko;q=0.9' }))).toBe('ko');
    expect(detectLocale(h({ 'x-vercel-ip-country': 'KZ' }))).toBe('en');
  });
  it('falls back to English', () => {
    expect(detectLocale(h({}))).toBe('en');
    expect(detectLocale(h({ 'accept-language': 'sw, xx;q=0.5' }))).toBe('en');
  });
});

describe('fromAcceptLanguage', () => {
  it('honours q-values and regional variants', () => {
    expect(fromAcceptLanguage('en;q=0.5, de;q=0.9')).toBe('de');
    expect(fromAcceptLanguage('pt-BR,pt;q=0.9')).toBe('pt-BR');
    expect(fromAcceptLanguage('pt-PT')).toBe('pt');
    expect(fromAcceptLanguage('zh-CN')).toBe('zh');
    expect(fromAcceptLanguage('en-GB,de;q=0.8')).toBe('en');
    expect(fromAcceptLanguage(null)).toBeUndefined();
  });
});
