export * from './constants.ts';
export * from './email.ts';
export * from './enquiries.ts';
export * from './enums.ts';
export * from './messages.ts';
export * from './plans.ts';
export * from './settings.ts';
export * from './site.ts';
