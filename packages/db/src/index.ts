export * from './connection.ts';
export * from './migrate.ts';
export * from './private-files.ts';
export * as schema from './schema/index.ts';
