export * from './connection.ts';
export * from './migrate.ts';
export * as schema from './schema/index.ts';
