import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Hosted model runs (lib/ai/prediction-rows.ts): one row per question a job asked a model (`base`:
// what it is for and what it asks) and per job attempt, so a step run again finds the prediction it
// already paid for instead of starting another, while a retry after a failed run asks anew.
// Replicate's webhook fills in the outcome; the job waiting for it reads it here.
export const replicatePredictions = pgTable(
  'replicate_predictions',
  {
    key: text().primaryKey(),
    base: text().notNull(),
    attempt: integer().notNull(),
    predictionId: text().unique(),
    status: text().notNull().default('starting'),
    output: text(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('replicate_predictions_base').on(t.base)],
);
