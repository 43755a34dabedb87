import { pgSchema } from 'drizzle-orm/pg-core';

// Each service owns one PostgreSQL schema (architecture page, section 2): nothing else reads its tables.
export const identitySchema = pgSchema('identity');
export const appSchema = pgSchema('app');
export const paymentsSchema = pgSchema('payments');
