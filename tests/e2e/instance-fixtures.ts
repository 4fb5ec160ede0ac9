import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type postgres from 'postgres';
import sharp from 'sharp';

// The data of tests/e2e/instances.spec.ts: the fake model's output and a pack written straight into
// the shared database and blob folder.

/** What the fake Replicate answers for every drawing: an orange square on a transparent field. */
export function fakeSubject() {
  return sharp({
    create: { width: 256, height: 256, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: { create: { width: 160, height: 160, channels: 4, background: '#e07a2f' } },
        top: 48,
        left: 48,
      },
    ])
    .png()
    .toBuffer();
}

/** A public pack of one public sticker, as the studio leaves them (its file in the shared store). */
export async function insertPublicPack(sql: postgres.Sql, dataDir: string, userId: string) {
  const imageKey = `stickers/${randomUUID().replaceAll('-', '')}.webp`;
  const file = path.join(dataDir, 'blobs', imageKey);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    await sharp({ create: { width: 512, height: 512, channels: 4, background: '#2f9e6e' } })
      .webp()
      .toBuffer(),
  );
  fs.writeFileSync(`${file}.meta.json`, JSON.stringify({ contentType: 'image/webp', access: 'public' }));
  const stickerRef = randomUUID().replaceAll('-', '').slice(0, 16);
  const [sticker] =
    await sql`insert into stickers (user_id, reference, name, label_text, status, visibility, image_key)
    values (${userId}, ${stickerRef}, 'Wave', 'Hi', 'CREATED', 'PUBLIC', ${imageKey}) returning id`;
  const reference = `revoked-${randomUUID().slice(0, 8)}`;
  const name = `Revoked ${randomUUID().slice(0, 6)}`;
  const [pack] =
    await sql`insert into sticker_packs (reference, public_id, user_id, name, visibility, cover_sticker_id)
    values (${reference}, ${`rv${randomUUID().slice(0, 8)}`}, ${userId}, ${name}, 'PUBLIC', ${sticker?.id})
    returning id`;
  await sql`insert into sticker_pack_items (pack_id, sticker_id, position) values (${pack?.id}, ${sticker?.id}, 0)`;
  return { reference, name, stickerRef };
}
