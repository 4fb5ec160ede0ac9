CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "telegram_set_stickers" (
	"pack_id" uuid NOT NULL,
	"sticker_id" uuid NOT NULL,
	"file_id" text NOT NULL,
	"file_unique_id" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_set_stickers_pack_id_sticker_id_pk" PRIMARY KEY("pack_id","sticker_id")
);
--> statement-breakpoint
CREATE TABLE "telegram_sticker_sets" (
	"pack_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"owner_telegram_user_id" bigint NOT NULL,
	"chat_id" bigint NOT NULL,
	"language_code" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"error_code" text,
	"error_message" text,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"dirty" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_sticker_sets_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "sticker_packs" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "telegram_set_stickers" ADD CONSTRAINT "telegram_set_stickers_pack_id_telegram_sticker_sets_pack_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."telegram_sticker_sets"("pack_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_sticker_sets" ADD CONSTRAINT "telegram_sticker_sets_pack_id_sticker_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."sticker_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telegram_sticker_sets_status_idx" ON "telegram_sticker_sets" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "sticker_packs_public_feed_idx" ON "sticker_packs" USING btree ("created_at","id") WHERE "sticker_packs"."visibility" = 'PUBLIC';--> statement-breakpoint
CREATE INDEX "sticker_packs_public_name_trgm_idx" ON "sticker_packs" USING gin ("name" gin_trgm_ops) WHERE "sticker_packs"."visibility" = 'PUBLIC';--> statement-breakpoint
CREATE INDEX "stickers_public_feed_idx" ON "stickers" USING btree ("created_at","id") WHERE "stickers"."visibility" = 'PUBLIC' AND "stickers"."status" = 'CREATED';--> statement-breakpoint
CREATE INDEX "stickers_public_name_trgm_idx" ON "stickers" USING gin ("name" gin_trgm_ops) WHERE "stickers"."visibility" = 'PUBLIC' AND "stickers"."status" = 'CREATED';