import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Which instance is working on a job's subject (a character, a sticker batch), until when. An
// instance renews its leases while it has the job queued or running; a lease that expires means
// the instance is gone, and another one may take the job over (lib/jobs/leases.ts).
export const jobLeases = pgTable(
  'job_leases',
  {
    subjectId: text().primaryKey(),
    owner: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('job_leases_owner').on(t.owner)],
);
