-- Explore's substring search (issue 9): with the default statistics the planner misjudged how many
-- names contain a common word and sorted 13 k trigram matches (35 ms) instead of walking the feed
-- index backwards until 24 matched (1 ms). A finer sample of names fixes the estimate (bench/explore).
ALTER TABLE "stickers" ALTER COLUMN "name" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "sticker_packs" ALTER COLUMN "name" SET STATISTICS 1000;
