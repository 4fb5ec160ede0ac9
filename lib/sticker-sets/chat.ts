import 'server-only';
import { InlineKeyboard } from 'grammy';
import { packBotTranslator, type PackBotT } from '@/lib/telegram/i18n';
import type { PublishErrorJson } from './errors';
import { addStickersUrl } from './names';
import { tg } from './telegram-api';

// What the publishing jobs say in the chat. Chat messages are a courtesy: a message that cannot be
// sent or edited (chat gone, "message is not modified") never fails the publication itself.

export type Chat = { chatId: number; languageCode: string | null };

export const chatTexts = (chat: Chat) => packBotTranslator(chat.languageCode);

export async function say(chat: Chat, text: string, keyboard?: InlineKeyboard): Promise<number | null> {
  try {
    const msg = await tg((api) =>
      api.sendMessage(chat.chatId, text, keyboard ? { reply_markup: keyboard } : {}),
    );
    return typeof msg?.message_id === 'number' ? msg.message_id : null;
  } catch (err) {
    console.warn(`[publishing] message to chat ${chat.chatId} failed: ${(err as Error).message}`);
    return null;
  }
}

export async function edit(chat: Chat, messageId: number | null | undefined, text: string) {
  if (!messageId) return;
  try {
    await tg((api) => api.editMessageText(chat.chatId, messageId, text));
  } catch (err) {
    if (!/not modified/i.test((err as Error).message))
      console.warn(`[publishing] editing a message in chat ${chat.chatId} failed: ${(err as Error).message}`);
  }
}

/** Replaces the "Preparing…" message the bot sent (or sends a new one when there is none to edit). */
export async function replace(
  chat: Chat,
  messageId: number | null | undefined,
  text: string,
  keyboard?: InlineKeyboard,
) {
  if (messageId) {
    try {
      await tg((api) =>
        api.editMessageText(chat.chatId, messageId, text, keyboard ? { reply_markup: keyboard } : {}),
      );
      return;
    } catch {
      // Deleted or too old to edit: say it anew.
    }
  }
  await say(chat, text, keyboard);
}

export const readyKeyboard = (t: PackBotT, name: string) =>
  new InlineKeyboard().url(t('addButton'), addStickersUrl(name));

export async function sayReady(chat: Chat, title: string, name: string) {
  const t = await chatTexts(chat);
  await say(chat, t('ready', { name: title, url: addStickersUrl(name) }), readyKeyboard(t, name));
}

export async function sayFailed(
  chat: Chat,
  title: string,
  error: PublishErrorJson,
  kind: 'publish' | 'sync',
) {
  const t = await chatTexts(chat);
  const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
  const reason = t(`errors.${error.code}`, { minutes });
  await say(chat, t(kind === 'publish' ? 'failed' : 'syncFailed', { name: title, reason }));
}
