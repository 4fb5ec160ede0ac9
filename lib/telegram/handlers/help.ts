import 'server-only';
import type { CommandContext, Context } from 'grammy';
import { botTranslator } from '../i18n';
import { helpText } from '../replies';

export async function handleHelp(ctx: CommandContext<Context>) {
  await ctx.reply(helpText(await botTranslator(ctx.from?.language_code)));
}
