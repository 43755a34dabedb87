// Security properties: no plaintext password or SRP secret at rest or in logs, lockout, code expiry and
// attempt limits, resend limits, rate limits, token expiry and tampering, link confirmation escaping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openValue } from '../src/crypto/sealed.ts';
import { clientProof, clientStart, poolShortName } from '../src/crypto/srp.ts';
import { PASSWORD, startUserHarness, type UserHarness, uniqueEmail } from './user-harness.ts';

let h: UserHarness;
beforeAll(async () => {
  h = await startUserHarness();
});
afterAll(async () => {
  await h?.close();
});

async function signUpConfirmed(email: string, password = PASSWORD): Promise<string> {
  const up = await h.call('SignUp', {
    ClientId: h.clientId,
    Username: email,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  expect(up.status).toBe(200);
  const code = (await h.lastMail(email))!.code!;
  expect(
    (await h.call('ConfirmSignUp', { ClientId: h.clientId, Username: email, ConfirmationCode: code })).status,
  ).toBe(200);
  return up.body.UserSub as string;
}

async function passwordAuth(email: string, password: string) {
  return h.call('InitiateAuth', {
    ClientId: h.clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
}

/** Both SRP round trips with the reference client math; returns the server's b for the leak check. */
async function srpSignIn(email: string, password: string) {
  const client = clientStart();
  const start = await h.call('InitiateAuth', {
    ClientId: h.clientId,
    AuthFlow: 'USER_SRP_AUTH',
    AuthParameters: { USERNAME: email, SRP_A: client.A },
  });
  expect(start.body.ChallengeName).toBe('PASSWORD_VERIFIER');
  const p = start.body.ChallengeParameters as Record<string, string>;
  const opened = openValue<{ b: string }>(h.deps, 'srp-secret-block', Buffer.from(p.SECRET_BLOCK, 'base64').toString());
  const proof = clientProof({
    ...client,
    poolName: poolShortName(h.poolId),
    userIdForSrp: p.USER_ID_FOR_SRP,
    password,
    salt: p.SALT,
    B: p.SRP_B,
    secretBlock: p.SECRET_BLOCK,
  });
  const done = await h.call('RespondToAuthChallenge', {
    ClientId: h.clientId,
    ChallengeName: 'PASSWORD_VERIFIER',
    Session: start.body.Session,
    ChallengeResponses: {
      USERNAME: p.USER_ID_FOR_SRP,
      PASSWORD_CLAIM_SECRET_BLOCK: p.SECRET_BLOCK,
      PASSWORD_CLAIM_SIGNATURE: proof.signature,
      TIMESTAMP: proof.timestamp,
    },
  });
  return { done, b: opened.ok ? opened.data.b : '', session: start.body.Session as string, params: p };
}

async function dumpIdentityTables(): Promise<string> {
  const tables = await h.system.database.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'identity'",
  );
  let out = '';
  for (const { table_name } of tables) {
    const rows = await h.system.database.query(`select * from identity."${table_name.replace(/"/g, '')}"`);
    out += `${table_name}\n${JSON.stringify(rows)}\n`;
  }
  return out;
}

describe('secrets at rest and in logs', () => {
  it('never writes a plaintext password or SRP secret to the database or the logs', async () => {
    const passwords = [
      'First-Secret-Pw1!',
      'Second-Secret-Pw2!',
      'Third-Secret-Pw3!',
      'Temp-Secret-Pw4!',
      'Admin-Secret-Pw5!',
    ];
    const email = uniqueEmail('leak');
    await signUpConfirmed(email, passwords[0]);
    expect((await passwordAuth(email, passwords[0])).status).toBe(200);
    const srp = await srpSignIn(email, passwords[0]);
    expect(srp.done.status).toBe(200);
    const access = (srp.done.body.AuthenticationResult as { AccessToken: string }).AccessToken;
    expect(
      (
        await h.call('ChangePassword', {
          AccessToken: access,
          PreviousPassword: passwords[0],
          ProposedPassword: passwords[1],
        })
      ).status,
    ).toBe(200);
    await h.call('ForgotPassword', { ClientId: h.clientId, Username: email });
    const code = (await h.lastMail(email))!.code!;
    expect(
      (
        await h.call('ConfirmForgotPassword', {
          ClientId: h.clientId,
          Username: email,
          ConfirmationCode: code,
          Password: passwords[2],
        })
      ).status,
    ).toBe(200);
    await passwordAuth(email, 'Wrong-Secret-Pw9!');
    const { AdminCreateUserCommand, AdminSetUserPasswordCommand } = await import(
      '@aws-sdk/client-cognito-identity-provider'
    );
    const invited = uniqueEmail('leak-admin');
    await h
      .idp()
      .send(new AdminCreateUserCommand({ UserPoolId: h.poolId, Username: invited, TemporaryPassword: passwords[3] }));
    await h.idp().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: h.poolId,
        Username: invited,
        Password: passwords[4],
        Permanent: true,
      }),
    );

    const db = await dumpIdentityTables();
    const logs = h.logs.join('');
    expect(logs.length).toBeGreaterThan(0);
    expect(srp.b.length).toBeGreaterThan(100);
    for (const pw of [...passwords, 'Wrong-Secret-Pw9!']) {
      for (const form of [pw, Buffer.from(pw).toString('hex'), Buffer.from(pw).toString('base64')]) {
        expect(db.includes(form), `database holds ${form}`).toBe(false);
        expect(logs.includes(form), `logs hold ${form}`).toBe(false);
      }
    }
    expect(db.includes(srp.b)).toBe(false);
    expect(logs.includes(srp.b)).toBe(false);
    expect(db.includes(code)).toBe(false);
    expect(db).toContain('$argon2id$');
  });
});

describe('lockout and codes', () => {
  it('locks an account after 5 wrong passwords, for a growing period', async () => {
    const email = uniqueEmail('lock');
    await signUpConfirmed(email);
    for (let i = 0; i < 5; i++) {
      expect((await passwordAuth(email, 'Wrong-pass1!')).body.message).toBe('Incorrect username or password.');
    }
    const locked = await passwordAuth(email, PASSWORD);
    expect(locked.body).toMatchObject({ __type: 'NotAuthorizedException', message: 'Password attempts exceeded' });
    h.advance(1_500);
    // One more wrong password re-locks for longer (2 s).
    await passwordAuth(email, 'Wrong-pass1!');
    h.advance(1_500);
    expect((await passwordAuth(email, PASSWORD)).body.message).toBe('Password attempts exceeded');
    h.advance(1_000);
    expect((await passwordAuth(email, PASSWORD)).status).toBe(200);
    // Success resets the counter.
    expect((await passwordAuth(email, 'Wrong-pass1!')).body.message).toBe('Incorrect username or password.');
    expect((await passwordAuth(email, PASSWORD)).status).toBe(200);
  });

  it('expires sign-up codes after 24 hours and reset codes after 1 hour', async () => {
    const email = uniqueEmail('expire');
    await h.call('SignUp', { ClientId: h.clientId, Username: email, Password: PASSWORD, UserAttributes: [] });
    const code = (await h.lastMail(email))!.code!;
    h.advance(24 * 3600_000 + 1000);
    const expired = await h.call('ConfirmSignUp', { ClientId: h.clientId, Username: email, ConfirmationCode: code });
    expect(expired.body.__type).toBe('ExpiredCodeException');
    await h.call('ResendConfirmationCode', { ClientId: h.clientId, Username: email });
    const fresh = (await h.lastMail(email))!.code!;
    expect(
      (await h.call('ConfirmSignUp', { ClientId: h.clientId, Username: email, ConfirmationCode: fresh })).status,
    ).toBe(200);

    await h.call('ForgotPassword', { ClientId: h.clientId, Username: email });
    const reset = (await h.lastMail(email))!.code!;
    h.advance(3600_000 + 1000);
    const late = await h.call('ConfirmForgotPassword', {
      ClientId: h.clientId,
      Username: email,
      ConfirmationCode: reset,
      Password: 'Another-Passw0rd!',
    });
    expect(late.body.__type).toBe('ExpiredCodeException');
  });

  it('counts wrong codes and then refuses with TooManyFailedAttemptsException', async () => {
    const email = uniqueEmail('attempts');
    await h.call('SignUp', { ClientId: h.clientId, Username: email, Password: PASSWORD, UserAttributes: [] });
    const code = (await h.lastMail(email))!.code!;
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      const r = await h.call('ConfirmSignUp', { ClientId: h.clientId, Username: email, ConfirmationCode: wrong });
      expect(r.body.__type).toBe('CodeMismatchException');
    }
    const r = await h.call('ConfirmSignUp', { ClientId: h.clientId, Username: email, ConfirmationCode: code });
    expect(r.body.__type).toBe('TooManyFailedAttemptsException');
  });

  it('limits resends per hour', async () => {
    const email = uniqueEmail('resend');
    await h.call('SignUp', { ClientId: h.clientId, Username: email, Password: PASSWORD, UserAttributes: [] });
    for (let i = 0; i < 4; i++) {
      expect((await h.call('ResendConfirmationCode', { ClientId: h.clientId, Username: email })).status).toBe(200);
    }
    const limited = await h.call('ResendConfirmationCode', { ClientId: h.clientId, Username: email });
    expect(limited.body.__type).toBe('LimitExceededException');
  });

  it('pretends success for unknown users on ForgotPassword and ResendConfirmationCode', async () => {
    const nobody = uniqueEmail('ghost');
    const forgot = await h.call('ForgotPassword', { ClientId: h.clientId, Username: nobody });
    expect(forgot.status).toBe(200);
    expect(forgot.body.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email' });
    expect((await h.call('ResendConfirmationCode', { ClientId: h.clientId, Username: nobody })).status).toBe(200);
  });
});

describe('tokens and sessions', () => {
  it('rejects expired, malformed and tampered tokens and sessions', async () => {
    const email = uniqueEmail('tok');
    await signUpConfirmed(email);
    const auth = await passwordAuth(email, PASSWORD);
    const access = (auth.body.AuthenticationResult as { AccessToken: string }).AccessToken;
    const garbage = await h.call('GetUser', { AccessToken: 'not-a-token' });
    expect(garbage.body).toMatchObject({ __type: 'NotAuthorizedException', message: 'Invalid Access Token' });
    const [head, payload, sig] = access.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'x' }),
    ).toString('base64url');
    expect((await h.call('GetUser', { AccessToken: `${head}.${forged}.${sig}` })).body.message).toBe(
      'Invalid Access Token',
    );

    const srp = await srpSignIn(email, 'Wrong-pass1!');
    expect(srp.done.body.__type).toBe('NotAuthorizedException');
    const tampered = await h.call('RespondToAuthChallenge', {
      ClientId: h.clientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      Session: `${srp.session.slice(0, -4)}AAAA`,
      ChallengeResponses: {
        USERNAME: srp.params.USER_ID_FOR_SRP,
        PASSWORD_CLAIM_SECRET_BLOCK: `${srp.params.SECRET_BLOCK.slice(0, -8)}AAAAAAA=`,
        PASSWORD_CLAIM_SIGNATURE: 'AAAA',
        TIMESTAMP: 'Sun Nov 22 01:29:34 UTC 2026',
      },
    });
    expect(tampered.body.__type).toBe('NotAuthorizedException');

    h.advance(3601_000);
    const expired = await h.call('GetUser', { AccessToken: access });
    expect(expired.body).toMatchObject({ __type: 'NotAuthorizedException', message: 'Access Token has expired' });
  });

  it('answers bad input with 4xx, never 5xx', async () => {
    for (const [op, body] of [
      ['SignUp', { ClientId: 5 }],
      ['InitiateAuth', { AuthFlow: 'NOPE', ClientId: h.clientId }],
      [
        'InitiateAuth',
        { AuthFlow: 'USER_SRP_AUTH', ClientId: h.clientId, AuthParameters: { USERNAME: 'a@b.co', SRP_A: '0' } },
      ],
      ['RespondToAuthChallenge', { ClientId: h.clientId, ChallengeName: 'PASSWORD_VERIFIER', ChallengeResponses: {} }],
      ['ConfirmSignUp', { ClientId: 'unknownclient', Username: 'x', ConfirmationCode: '1' }],
      ['GetTokensFromRefreshToken', { ClientId: h.clientId, RefreshToken: 'nope' }],
      ['ListUsers', {}],
    ] as const) {
      const r = await h.call(op, body);
      expect(r.status, `${op} ${JSON.stringify(r.body)}`).toBeGreaterThanOrEqual(400);
      expect(r.status, `${op} ${JSON.stringify(r.body)}`).toBeLessThan(500);
    }
  });
});

describe('confirmation by link', () => {
  it('confirms from the e-mailed link and escapes what it reflects', async () => {
    await h.patchPool({ VerificationMessageTemplate: { DefaultEmailOption: 'CONFIRM_WITH_LINK' } });
    try {
      const email = uniqueEmail('link');
      await h.call('SignUp', { ClientId: h.clientId, Username: email, Password: PASSWORD, UserAttributes: [] });
      const mail = await h.lastMail(email);
      const link = /https?:\/\/\S+\/cognito\/confirm\?\S+/.exec(mail!.text)?.[0];
      expect(link).toBeTruthy();
      expect(mail!.html).toContain('<a href=');
      const page = await fetch(link!.replace(/^https?:\/\/[^/]+/, h.url));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Account confirmed');
      expect((await passwordAuth(email, PASSWORD)).status).toBe(200);

      const evil = await fetch(
        `${h.url}/cognito/confirm?user_name=${encodeURIComponent('<script>alert(1)</script>')}&confirmation_code=1&client_id=${h.clientId}`,
      );
      const html = await evil.text();
      expect(html).not.toContain('<script>');
    } finally {
      await h.patchPool({ VerificationMessageTemplate: { DefaultEmailOption: 'CONFIRM_WITH_CODE' } });
    }
  });
});

describe('rate limits', () => {
  it('answers TooManyRequestsException past the per-IP bucket', async () => {
    const saved = { ...process.env };
    process.env.IDENTITY_RATE_LOOPBACK_PER_SECOND = '1';
    process.env.IDENTITY_RATE_LOOPBACK_BURST = '3';
    const limited = await startUserHarness();
    try {
      const results: string[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await limited.call('ForgotPassword', { ClientId: limited.clientId, Username: 'x@example.com' });
        results.push(String(r.body.__type ?? r.status));
      }
      expect(results.slice(0, 3)).toEqual(['200', '200', '200']);
      expect(results.at(-1)).toBe('TooManyRequestsException');
    } finally {
      process.env = saved;
      await limited.close();
    }
  });
});
