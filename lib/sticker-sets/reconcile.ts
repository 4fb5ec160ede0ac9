// What our table says is in a Telegram set, checked against what Telegram says (getStickerSet).
// An "intent" row (no fileUniqueId yet) is written before each add: after a crash it tells whether
// the add happened — the set then has a sticker we have not recorded — so nothing is added twice.

export type TgSticker = { file_id: string; file_unique_id: string };
export type Member = { stickerId: string; fileId: string; fileUniqueId: string | null; position: number };
export type Recorded = { stickerId: string; fileId: string; fileUniqueId: string; position: number };

export type Reconciled = {
  /** Every sticker of ours in the set, with Telegram's current file id and position. */
  record: Recorded[];
  /** Rows to delete: gone from the set, or intents whose add never happened. */
  drop: string[];
  /** Stickers in the set that are not ours to account for (to be deleted from the set). */
  orphans: TgSticker[];
};

export function reconcile(set: readonly TgSticker[], members: readonly Member[]): Reconciled {
  const known = new Map(members.filter((m) => m.fileUniqueId).map((m) => [m.fileUniqueId as string, m]));
  const intents = members.filter((m) => !m.fileUniqueId).sort((a, b) => a.position - b.position);
  const record: Recorded[] = [];
  const orphans: TgSticker[] = [];
  const seen = new Set<string>();
  set.forEach((s, position) => {
    const mine = known.get(s.file_unique_id) ?? intents.shift();
    if (!mine || seen.has(mine.stickerId)) {
      orphans.push({ file_id: s.file_id, file_unique_id: s.file_unique_id });
      return;
    }
    seen.add(mine.stickerId);
    record.push({ stickerId: mine.stickerId, fileId: s.file_id, fileUniqueId: s.file_unique_id, position });
  });
  const drop = members.filter((m) => !seen.has(m.stickerId)).map((m) => m.stickerId);
  return { record, drop, orphans };
}

/**
 * The setStickerPositionInSet calls that turn `current` (sticker ids in set order) into `target`
 * order: each moves one sticker to its final index, left to right. Ids not in both are ignored.
 */
export function moves(
  current: readonly string[],
  target: readonly string[],
): { id: string; position: number }[] {
  const inSet = new Set(current);
  const wanted = target.filter((id) => inSet.has(id));
  const order = current.filter((id) => wanted.includes(id));
  const out: { id: string; position: number }[] = [];
  wanted.forEach((id, i) => {
    if (order[i] === id) return;
    order.splice(order.indexOf(id), 1);
    order.splice(i, 0, id);
    out.push({ id, position: i });
  });
  return out;
}
