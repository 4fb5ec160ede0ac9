CREATE TABLE "job_leases" (
	"subject_id" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_leases_owner" ON "job_leases" USING btree ("owner");