// What aws-amplify v6 keeps in the browser's Web Storage (its defaultStorage, localStorage), as opposed to the session
// tokens, which configure.ts puts in cookies (app-cookies.ts): the hosted-UI sign-in in progress
// (`CognitoIdentityServiceProvider.<client>.inflightOAuth`, `.oauthState`, `.oauthPKCE`, `.inflightOAuthDeadline`,
// `.oauthSignIn`), the identity pool's identity id (`com.amplify.Cognito.<pool>.identityId`) and v5's hosted-UI flag
// (`amplify-signin-with-hostedUI`). Key names as Amplify's DefaultOAuthStore and DefaultIdentityIdStore write them.

export const AMPLIFY_STORAGE_PREFIXES = ['CognitoIdentityServiceProvider.', 'com.amplify.', 'amplify-'] as const;

/** The part of Web Storage read here. */
export type TKeyValueStorage = Pick<Storage, 'length' | 'key' | 'getItem'>;

/** Every key of `storage`, in no particular order. */
export function storageKeys(storage: TKeyValueStorage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** The keys among `keys` that Amplify wrote. Pure. */
export function amplifyStorageKeys(keys: readonly string[]): string[] {
  return keys.filter((key) => AMPLIFY_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix)));
}

const OAUTH_STATE_KEY = /^CognitoIdentityServiceProvider\.([^.]+)\.oauthState$/;

/**
 * The OAuth states this browser issued for a hosted-UI sign-in still in progress (signInWithRedirect stores the state
 * and sets `inflightOAuth` before it leaves for the provider): the only states a callback may come back with.
 */
export function issuedOAuthStates(storage: TKeyValueStorage): string[] {
  const states: string[] = [];
  for (const key of storageKeys(storage)) {
    const client = OAUTH_STATE_KEY.exec(key)?.[1];
    if (!client || storage.getItem(`CognitoIdentityServiceProvider.${client}.inflightOAuth`) !== 'true') continue;
    const state = storage.getItem(key);
    if (state) states.push(state);
  }
  return states;
}
