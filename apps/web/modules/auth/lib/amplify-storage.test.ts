import { describe, expect, it } from 'vitest';
import { amplifyStorageKeys, issuedOAuthStates, type TKeyValueStorage } from './amplify-storage.ts';

function storageOf(entries: Record<string, string>): TKeyValueStorage {
  const keys = Object.keys(entries);
  return { length: keys.length, key: (i) => keys[i] ?? null, getItem: (key) => entries[key] ?? null };
}

describe('amplifyStorageKeys', () => {
  it("picks Amplify's keys and leaves the app's and other sites' scripts' keys", () => {
    expect(
      amplifyStorageKeys([
        'CognitoIdentityServiceProvider.client1.inflightOAuth',
        'com.amplify.Cognito.eu-west-2:pool.identityId',
        'amplify-signin-with-hostedUI',
        'app.settings',
        'app.account.pending-email.u1',
        'something-else',
      ]),
    ).toEqual([
      'CognitoIdentityServiceProvider.client1.inflightOAuth',
      'com.amplify.Cognito.eu-west-2:pool.identityId',
      'amplify-signin-with-hostedUI',
    ]);
  });
});

describe('issuedOAuthStates', () => {
  it('gives the state of a hosted-UI sign-in in progress', () => {
    const storage = storageOf({
      'CognitoIdentityServiceProvider.c1.inflightOAuth': 'true',
      'CognitoIdentityServiceProvider.c1.oauthState': 'abc-7b7d',
      'app.settings': '{}',
    });
    expect(issuedOAuthStates(storage)).toEqual(['abc-7b7d']);
  });

  it('gives none when no sign-in is in progress, whatever state is left', () => {
    expect(issuedOAuthStates(storageOf({}))).toEqual([]);
    expect(
      issuedOAuthStates(
        storageOf({
          'CognitoIdentityServiceProvider.c1.inflightOAuth': 'false',
          'CognitoIdentityServiceProvider.c1.oauthState': 'stale',
        }),
      ),
    ).toEqual([]);
  });
});
