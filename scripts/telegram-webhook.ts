import { loadEnv } from '../lib/env';
import { registerTelegramWebhook } from '../lib/telegram/register-webhook';

// Registers the bot's webhook at APP_URL/api/webhooks/telegram with TELEGRAM_WEBHOOK_SECRET.
async function main() {
  try {
    console.log(`✓ webhook set to ${await registerTelegramWebhook(loadEnv())}`);
  } catch (err) {
    console.error(`✗ ${(err as Error).message}`);
    process.exitCode = 1;
  }
}

void main();
