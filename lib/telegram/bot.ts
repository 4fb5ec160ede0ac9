import 'server-only';
import { Bot, type BotConfig, type Context } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import { SITE } from '@/lib/config/site';
import { live } from '@/lib/registry';
import { botUsername } from './bot-identity';
import { handleHelp } from './handlers/help';
import { handlePaySupport } from './handlers/pay-support';
import { handlePlanChoice } from './handlers/plan-choice';
import { handlePreCheckout } from './handlers/pre-checkout';
import { handleStart } from './handlers/start';
import { handleSuccessfulPayment } from './handlers/successful-payment';
import { PLAN_CALLBACK } from './replies';

/** The bot with every handler registered. Pass botInfo to skip getMe (tests, cold starts). */
export function createBot(token: string, config: BotConfig<Context> = {}): Bot {
  const bot = new Bot(token, config);
  bot.command('start', handleStart);
  bot.command('help', handleHelp);
  bot.command('paysupport', handlePaySupport);
  bot.callbackQuery(PLAN_CALLBACK, handlePlanChoice);
  bot.on('pre_checkout_query', handlePreCheckout);
  bot.on('message:successful_payment', handleSuccessfulPayment);
  return bot;
}

export { botUsername } from './bot-identity';

/** What getMe would say, known without a network call: the bot id is the token's prefix. */
export function botInfoFromToken(token: string, username: string): UserFromGetMe {
  return {
    id: Number(token.split(':')[0]),
    is_bot: true,
    first_name: SITE.name,
    username,
    can_join_groups: false,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
    can_connect_to_business: false,
    has_main_web_app: false,
    has_topics_enabled: false,
    allows_users_to_create_topics: false,
    can_manage_bots: false,
    supports_join_request_queries: false,
  };
}

declare module '@/lib/registry/slots' {
  interface Slots {
    bot: Bot;
  }
}

/** The webhook's bot, one per process (lib/registry): only when TELEGRAM_BOT_TOKEN is set. */
export function getBot(): Bot {
  return live('bot', {
    embedded: () => {
      throw new Error('Telegram bot is not configured (TELEGRAM_BOT_TOKEN).');
    },
    hosted: (e) => {
      const token = e.telegram?.token ?? '';
      return createBot(token, { botInfo: botInfoFromToken(token, botUsername()) });
    },
  });
}
