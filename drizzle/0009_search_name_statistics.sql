-- Explore's substring search (docs/decisions.md): with the default statistics the planner misjudged how many
-- names contain a common word and sorted every trigram match instead of walking the feed index
-- backwards until a page had matched (docs/measurements.md). A finer sample of names fixes the estimate (bench/explore).
ALTER TABLE "stickers" ALTER COLUMN "name" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "sticker_packs" ALTER COLUMN "name" SET STATISTICS 1000;
