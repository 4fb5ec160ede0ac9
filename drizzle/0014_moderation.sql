-- Moderation (lib/moderation): reports, the review record and publishing suspensions. A reported or
-- hidden item keeps its visibility; its "moderation" column takes it out of every public read.
ALTER TABLE "stickers" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "sticker_packs" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "stickers" ADD CONSTRAINT "stickers_moderation_state" CHECK ("moderation" IN ('REVIEW', 'HIDDEN'));--> statement-breakpoint
ALTER TABLE "sticker_packs" ADD CONSTRAINT "sticker_packs_moderation_state" CHECK ("moderation" IN ('REVIEW', 'HIDDEN'));--> statement-breakpoint
ALTER TABLE "characters" ADD CONSTRAINT "characters_moderation_state" CHECK ("moderation" IN ('REVIEW', 'HIDDEN'));--> statement-breakpoint
CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "content_reports_kind" CHECK ("item_kind" IN ('sticker', 'pack', 'character'))
);
--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_one_per_person_idx" ON "content_reports" USING btree ("item_kind","item_id","reporter_id");--> statement-breakpoint
CREATE INDEX "content_reports_open_idx" ON "content_reports" USING btree ("item_kind","item_id") WHERE "resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "content_reports_reporter_idx" ON "content_reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE TABLE "moderation_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"target_label" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_actions_created_idx" ON "moderation_actions" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "publishing_suspensions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publishing_suspensions" ADD CONSTRAINT "publishing_suspensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
