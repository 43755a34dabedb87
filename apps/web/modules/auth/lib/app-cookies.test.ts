import { describe, expect, it } from 'vitest';
import { appCookieNames } from './app-cookies.ts';

describe('appCookieNames', () => {
  it('keeps remembered-device metadata', () => {
    expect(
      appCookieNames('CognitoIdentityServiceProvider.c.u.deviceKey=k; CognitoIdentityServiceProvider.c.u.idToken=t'),
    ).toEqual(['CognitoIdentityServiceProvider.c.u.idToken']);
  });

  it('keeps only the cookies with an app prefix', () => {
    expect(
      appCookieNames(
        'CognitoIdentityServiceProvider.abc.LastAuthUser=u; theme=dark; amplify-signin-with-hostedUI=true; other=1',
      ),
    ).toEqual(['CognitoIdentityServiceProvider.abc.LastAuthUser', 'amplify-signin-with-hostedUI']);
  });

  it("keeps a remembered device's keys, so the next sign-in can skip the second factor", () => {
    const base = 'CognitoIdentityServiceProvider.abc.u';
    expect(
      appCookieNames(
        `${base}.accessToken=a; ${base}.deviceKey=k; ${base}.deviceGroupKey=g; ${base}.randomPasswordKey=p; ${base}.refreshToken=r`,
      ),
    ).toEqual([`${base}.accessToken`, `${base}.refreshToken`]);
  });

  it("drops a deleted user's device keys, and only theirs", () => {
    const mine = 'CognitoIdentityServiceProvider.abc.u1';
    const theirs = 'CognitoIdentityServiceProvider.abc.u2';
    expect(
      appCookieNames(
        `${mine}.deviceKey=k; ${mine}.deviceGroupKey=g; ${mine}.randomPasswordKey=p; ${theirs}.deviceKey=k2; ${mine}.idToken=t`,
        { forgetDevicesOf: 'u1' },
      ),
    ).toEqual([`${mine}.deviceKey`, `${mine}.deviceGroupKey`, `${mine}.randomPasswordKey`, `${mine}.idToken`]);
    expect(
      appCookieNames('CognitoIdentityServiceProvider.abc.ada%40example.com.deviceKey=k', {
        forgetDevicesOf: 'ada@example.com',
      }),
    ).toEqual(['CognitoIdentityServiceProvider.abc.ada%40example.com.deviceKey']);
  });
});
