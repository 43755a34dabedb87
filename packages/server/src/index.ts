export * from './app.ts';
export * from './config.ts';
export * from './http/respond.ts';
export * from './http/types.ts';
export * from './logger.ts';
export * from './mail/mailer.ts';
export * from './security/token-buckets.ts';
export * from './system.ts';
