import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const pricingPlans = pgTable('pricing_plans', {
  id: text().primaryKey(), // 'starter' | 'standard' | 'pro' | 'super'
  name: text().notNull(),
  description: text().notNull().default(''),
  priceInUsd: numeric({ precision: 10, scale: 2 }).notNull(),
  credits: integer().notNull(),
  freeCredits: integer().notNull().default(0),
  popular: boolean().notNull().default(false),
  imagePath: text().notNull().default(''),
  checkoutProductId: text().notNull().default(''),
  checkoutPageTemplate: text().notNull().default(''),
  starsPrice: integer().notNull().default(0),
  sortOrder: integer().notNull().default(0),
  active: boolean().notNull().default(true),
});

export const actionCosts = pgTable('action_costs', {
  key: text().primaryKey(),
  credits: integer().notNull(),
});

export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
});

// Append-only. Every balance change has exactly one row; idempotencyKey makes grants/charges replay-safe.
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    // Null once the account is deleted: the row stays for accounting, the person goes (lib/account).
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    delta: integer().notNull(),
    kind: text().notNull(), // PURCHASE | BONUS | MANUAL_ADDITION | PROMO_CODE | TELEGRAM_PURCHASE | CHARGE
    description: text().notNull().default(''),
    amount: numeric({ precision: 12, scale: 2 }),
    currency: text(),
    amountUsd: numeric({ precision: 12, scale: 2 }),
    externalReference: text(),
    idempotencyKey: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_ledger_user_created_idx').on(t.userId, t.createdAt)],
);

// A reservation for a paid action in progress: HELD → CAPTURED (ledger CHARGE row) or RELEASED.
// A batch (a sticker set) is ONE hold settled part by part: `remaining` is what is still held,
// `captured` what was charged so far; the hold ends when remaining reaches 0.
export const creditHolds = pgTable(
  'credit_holds',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    remaining: integer().notNull().default(0),
    captured: integer().notNull().default(0),
    status: text().notNull().default('HELD'),
    action: text().notNull(),
    description: text().notNull().default(''),
    idempotencyKey: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('credit_holds_amount_positive', sql`${t.amount} >= 0`),
    check('credit_holds_remaining_range', sql`${t.remaining} >= 0 AND ${t.remaining} <= ${t.amount}`),
    index('credit_holds_user_status_idx').on(t.userId, t.status),
  ],
);

// One settled part of a batch hold (one sticker): (hold, part key) makes each settlement happen once.
export const creditHoldParts = pgTable(
  'credit_hold_parts',
  {
    holdId: uuid()
      .notNull()
      .references(() => creditHolds.id, { onDelete: 'cascade' }),
    partKey: text().notNull(),
    credits: integer().notNull(),
    status: text().notNull(), // CAPTURED | RELEASED
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.holdId, t.partKey] })],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull().unique(), // stored upper-cased and trimmed
    credits: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    maxRedemptions: integer(),
    redemptionCount: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('promo_codes_credits_positive', sql`${t.credits} > 0`)],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    promoCodeId: uuid()
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('promo_redemptions_code_user').on(t.promoCodeId, t.userId)],
);

// Fixed-window counters shared by all instances and surviving restarts (promo brute-force limit).
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull().default(0),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text()
      .notNull()
      .references(() => pricingPlans.id),
    provider: text().notNull(), // 'stripe' | 'test'
    status: text().notNull().default('OPEN'), // OPEN | PAID | PENDING | REVIEW | DECLINED | EXPIRED
    // Stripe's review.* events name only the payment intent, so we keep it to find the session.
    paymentIntentId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId, t.createdAt)],
);

export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    type: text().notNull().default(''),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
