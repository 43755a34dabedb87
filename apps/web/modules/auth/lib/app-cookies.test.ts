import { describe, expect, it } from 'vitest';
import { appCookieNames } from './app-cookies.ts';

describe('appCookieNames', () => {
  it('keeps only the cookies with an app prefix', () => {
    expect(
      appCookieNames(
        'CognitoIdentityServiceProvider.abc.LastAuthUser=u; theme=dark; amplify-signin-with-hostedUI=true; other=1',
      ),
    ).toEqual(['CognitoIdentityServiceProvider.abc.LastAuthUser', 'amplify-signin-with-hostedUI']);
  });
});
