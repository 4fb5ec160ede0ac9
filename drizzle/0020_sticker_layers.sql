-- A sticker's label can be drawn again for free (docs/product-rules.md, label edits): the figure
-- before the layout (a private PNG, layer_key), the layout's context (layer) and the label as drawn
-- (label: text, language, color, outline, placement). Null for stickers drawn before they were kept.
ALTER TABLE "stickers" ADD COLUMN "layer_key" text;--> statement-breakpoint
ALTER TABLE "stickers" ADD COLUMN "layer" jsonb;--> statement-breakpoint
ALTER TABLE "stickers" ADD COLUMN "label" jsonb;
