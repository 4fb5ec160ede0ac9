CREATE TABLE "credit_hold_parts" (
	"hold_id" uuid NOT NULL,
	"part_key" text NOT NULL,
	"credits" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_hold_parts_hold_id_part_key_pk" PRIMARY KEY("hold_id","part_key")
);
--> statement-breakpoint
ALTER TABLE "credit_holds" ADD COLUMN "remaining" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_holds" ADD COLUMN "captured" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "credit_holds" SET "remaining" = CASE WHEN "status" = 'HELD' THEN "amount" ELSE 0 END, "captured" = CASE WHEN "status" = 'CAPTURED' THEN "amount" ELSE 0 END;--> statement-breakpoint
ALTER TABLE "stickers" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "stickers" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_hold_parts" ADD CONSTRAINT "credit_hold_parts_hold_id_credit_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."credit_holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_holds" ADD CONSTRAINT "credit_holds_remaining_range" CHECK ("credit_holds"."remaining" >= 0 AND "credit_holds"."remaining" <= "credit_holds"."amount");