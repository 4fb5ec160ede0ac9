// Fails when a locale misses a key of en.json, or still has the English text where it should differ.
import { findI18nProblems } from '../lib/i18n/check';

const problems = findI18nProblems('messages');
for (const p of problems) console.log(`${p.locale}: ${p.kind} ${p.key}`);
const byLocale = new Map<string, number>();
for (const p of problems) byLocale.set(p.locale, (byLocale.get(p.locale) ?? 0) + 1);
for (const [l, n] of byLocale) console.log(`${l}: ${n} problem(s)`);
if (problems.length) process.exit(1);
console.log('i18n: all locales complete');
