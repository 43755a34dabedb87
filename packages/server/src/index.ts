// The composition root: builds every service from its dependencies and wires them together.
export { type Config, createLogger, type Logger, loadConfig } from '@innov/platform';
export * from './app.ts';
export * from './mail/mailer.ts';
export * from './system.ts';
