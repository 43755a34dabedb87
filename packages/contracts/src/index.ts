export * from './constants.ts';
export * from './enums.ts';
export * from './messages.ts';
export * from './settings.ts';
export * from './site.ts';
