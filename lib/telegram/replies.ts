import 'server-only';
import { InlineKeyboard } from 'grammy';
import { ROUTES } from '@/lib/config/routes';
import { SITE } from '@/lib/config/site';
import { env } from '@/lib/env';
import type { PlanRow } from '@/lib/payments/plans';
import type { BotT } from './i18n';

export const PLAN_CALLBACK = /^plan:([a-z0-9_-]{1,40})$/;
export const planCallbackData = (planId: string) => `plan:${planId}`;

export const billingUrl = () => `${env().appUrl.replace(/\/$/, '')}${ROUTES.billing}`;

export const helpText = (t: BotT) => t('help', { name: SITE.name, site: billingUrl() });

export function plansKeyboard(plans: PlanRow[], t: BotT): InlineKeyboard {
  const label = (p: PlanRow) =>
    t('planButton', { name: p.name, credits: p.credits + p.freeCredits, stars: p.starsPrice });
  return InlineKeyboard.from(plans.map((p) => [InlineKeyboard.text(label(p), planCallbackData(p.id))]));
}
