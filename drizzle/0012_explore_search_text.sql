-- Explore's search reads a sticker's name, label text and description, and a pack's name and
-- description, in any script (docs/decisions.md). The trigram indexes cover that text instead of the
-- name alone; the newline between fields keeps a query from matching across two of them. An
-- expression index keeps its own statistics: the same finer sample as names got in migration 0009.
DROP INDEX "sticker_packs_public_name_trgm_idx";--> statement-breakpoint
DROP INDEX "stickers_public_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "sticker_packs_public_search_trgm_idx" ON "sticker_packs" USING gin (("name" || E'\n' || "description") gin_trgm_ops) WHERE "sticker_packs"."visibility" = 'PUBLIC';--> statement-breakpoint
CREATE INDEX "stickers_public_search_trgm_idx" ON "stickers" USING gin (("name" || E'\n' || "label_text" || E'\n' || "description") gin_trgm_ops) WHERE "stickers"."visibility" = 'PUBLIC' AND "stickers"."status" = 'CREATED';;--> statement-breakpoint
ALTER INDEX "sticker_packs_public_search_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX "stickers_public_search_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;
