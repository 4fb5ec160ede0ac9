import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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

// Jobs sent and not settled yet, for the kinds no credit hold caps (lib/jobs/slots.ts):
// counted per user, and at most one waiting (sent, not started) per job and key — a duplicate joins
// it. The token travels in the event; the runtime marks the slot started and deletes it when the job
// settles. A slot that outlives `expires_at` (a lost event, a dead instance) no longer counts.
export const jobSlots = pgTable(
  'job_slots',
  {
    token: text().primaryKey(),
    job: text().notNull(),
    key: text().notNull(),
    userId: uuid().notNull(),
    started: boolean().notNull().default(false),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('job_slots_waiting').on(t.job, t.key).where(sql`NOT ${t.started}`),
    index('job_slots_user').on(t.userId, t.job),
  ],
);
