CREATE TABLE "sticker_animations" (
	"sticker_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"preset" text NOT NULL,
	"status" text DEFAULT 'PROCESSING' NOT NULL,
	"error_code" text,
	"hold_key" text NOT NULL,
	"cost" integer NOT NULL,
	"shown_preset" text,
	"video_key" text,
	"animated_webp_key" text,
	"thumb_key" text,
	"poster_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sticker_animations" ADD CONSTRAINT "sticker_animations_sticker_id_stickers_id_fk" FOREIGN KEY ("sticker_id") REFERENCES "public"."stickers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sticker_animations" ADD CONSTRAINT "sticker_animations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sticker_animations_user_idx" ON "sticker_animations" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "sticker_animations_status_idx" ON "sticker_animations" USING btree ("status");
