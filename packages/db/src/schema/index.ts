export * from './app.ts';
export * from './data.ts';
export * from './identity.ts';
export * from './identity-oauth.ts';
export * from './namespaces.ts';
export * from './payments.ts';
