CREATE TABLE "replicate_predictions" (
	"key" text PRIMARY KEY NOT NULL,
	"base" text NOT NULL,
	"attempt" integer NOT NULL,
	"prediction_id" text,
	"status" text DEFAULT 'starting' NOT NULL,
	"output" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "replicate_predictions_prediction_id_unique" UNIQUE("prediction_id")
);
--> statement-breakpoint
CREATE INDEX "replicate_predictions_base" ON "replicate_predictions" USING btree ("base");
