import { describe, expect, it } from 'vitest';
import { jwtClaims, signedInVisitor } from './signed-in-visitor.ts';

const CLIENT = 'client1abc';
const BASE = `CognitoIdentityServiceProvider.${CLIENT}`;

/** A JWT-shaped token with `claims` as its payload (the signature is not read). */
function token(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part(claims)}.signature`;
}

/** A `document.cookie` string holding a session of `username`, as Amplify's cookie storage writes it. */
function session(username: string, idClaims: Record<string, unknown> | null, { refresh = true } = {}): string {
  const name = encodeURIComponent(username);
  return [
    'app.consent=1',
    `${BASE}.LastAuthUser=${name}`,
    `${BASE}.${name}.accessToken=${token({ token_use: 'access' })}`,
    ...(idClaims ? [`${BASE}.${name}.idToken=${token(idClaims)}`] : []),
    ...(refresh ? [`${BASE}.${name}.refreshToken=opaque-refresh-token`] : []),
    `${BASE}.${name}.clockDrift=0`,
  ].join('; ');
}

describe('signedInVisitor', () => {
  it('names the visitor from the ID token of the session the cookies hold', () => {
    const cookies = session('0f8c2d5e-user', {
      given_name: 'Grace',
      family_name: 'Hopper',
      email: 'grace@example.com',
    });
    expect(signedInVisitor(cookies)).toEqual({ name: 'Grace Hopper', email: 'grace@example.com', initials: 'GH' });
  });

  it('reads cookie names that arrive URI-encoded and names outside ASCII', () => {
    const cookies = session('zoë@example.com', {
      given_name: 'Zoë',
      family_name: 'Ångström',
      email: 'zoë@example.com',
    });
    expect(signedInVisitor(cookies)).toEqual({ name: 'Zoë Ångström', email: 'zoë@example.com', initials: 'ZÅ' });
  });

  it('falls back to the e-mail address when the name is not known', () => {
    expect(signedInVisitor(session('u1', { email: 'ada@example.com' }))).toEqual({
      name: 'ada@example.com',
      email: 'ada@example.com',
      initials: 'A',
    });
  });

  it('still tells a session without a readable ID token, with no name', () => {
    expect(signedInVisitor(session('u1', null))).toEqual({ name: '', email: '', initials: '?' });
  });

  it('is null without a session: no cookies, no last user, or no refresh token', () => {
    expect(signedInVisitor('')).toBeNull();
    expect(signedInVisitor('app.consent=1; amplify-signin-with-hostedUI=false')).toBeNull();
    expect(signedInVisitor(session('u1', { email: 'ada@example.com' }, { refresh: false }))).toBeNull();
    // A remembered device's keys outlive a sign-out; they are no session.
    expect(signedInVisitor(`${BASE}.u1.deviceKey=eu-west-2_abc; ${BASE}.u1.deviceGroupKey=group`)).toBeNull();
  });
});

describe('jwtClaims', () => {
  it('reads the payload of a JWT and refuses anything else', () => {
    expect(jwtClaims(token({ sub: 'abc' }))).toEqual({ sub: 'abc' });
    expect(jwtClaims('not-a-token')).toBeNull();
    expect(jwtClaims('a.%%%.c')).toBeNull();
    expect(jwtClaims(`a.${Buffer.from('[1,2]').toString('base64url')}.c`)).toBeNull();
  });
});
