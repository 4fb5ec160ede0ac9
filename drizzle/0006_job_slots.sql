CREATE TABLE "job_slots" (
	"token" text PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"started" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_slots_waiting" ON "job_slots" USING btree ("job","key") WHERE NOT "job_slots"."started";--> statement-breakpoint
CREATE INDEX "job_slots_user" ON "job_slots" USING btree ("user_id","job");