// The account page's security activity through the real clients: a failed and a successful sign-in, a password
// change and two-step verification turned on appear newest first, with the address and device of the sign-ins;
// only the signed-in user sees their own.
import {
  AssociateSoftwareTokenCommand,
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataHarness, errorTypes, PASSWORD, settle, startDataHarness, type TestUser } from './harness.ts';

let h: DataHarness;
let sdk: CognitoIdentityProviderClient;
interface Item {
  kind: string;
  outcome: string | null;
  detail: string | null;
  ipAddress: string | null;
  at: string;
}
const ACTIVITY =
  'query ($limit: Int) { listMySecurityActivity(limit: $limit) { id kind outcome detail ipAddress device at } }';

beforeAll(async () => {
  h = await startDataHarness();
  sdk = new CognitoIdentityProviderClient({
    endpoint: `${h.url}/cognito`,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    maxAttempts: 1,
  });
});
afterAll(async () => {
  await h?.close();
});

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('security activity', () => {
  let user: TestUser;

  it('lists sign-ins with their outcome, address and device, and the security changes, newest first', async () => {
    user = await h.newUser('activity');
    const clientId = h.amplifyConfig.Auth.Cognito.userPoolClientId as string;
    await expect(
      sdk.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: clientId,
          AuthParameters: { USERNAME: user.email, PASSWORD: 'Wrong-Passw0rd!' },
        }),
      ),
    ).rejects.toThrow();
    const fresh = await h.signIn(user.email);
    const NEW_PASSWORD = 'Another-Corr3ct-Horse!';
    await sdk.send(
      new ChangePasswordCommand({
        AccessToken: fresh.accessToken,
        PreviousPassword: PASSWORD,
        ProposedPassword: NEW_PASSWORD,
      }),
    );
    const { SecretCode } = await sdk.send(new AssociateSoftwareTokenCommand({ AccessToken: fresh.accessToken }));
    await sdk.send(
      new VerifySoftwareTokenCommand({
        AccessToken: fresh.accessToken,
        UserCode: await generate({ secret: SecretCode as string, epoch: Math.floor(Date.now() / 1000) }),
      }),
    );
    await sdk.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: fresh.accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );

    const items = await until(async () => {
      const r = await h.as(fresh, ACTIVITY, { limit: 20 });
      const list = r.data?.listMySecurityActivity as Item[] | undefined;
      return list?.some((i) => i.kind === 'MFA_CHANGED') ? list : undefined;
    });
    const kinds = items.map((i) => i.kind);
    expect(kinds.slice(0, 2)).toEqual(['MFA_CHANGED', 'PASSWORD_CHANGED']);
    expect(kinds).toContain('SIGN_UP');
    const signIns = items.filter((i) => i.kind === 'SIGN_IN');
    expect(signIns.map((i) => i.outcome)).toEqual(expect.arrayContaining(['SUCCESS', 'FAILURE']));
    expect(signIns[0].ipAddress).toMatch(/127\.0\.0\.1/);
    expect(items[0].detail).toBe('Two-step verification by authenticator app');
    const times = items.map((i) => i.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("is the signed-in user's own: guests are refused and the limit is checked", async () => {
    const client = (await import('aws-amplify/api')).generateClient();
    const guest = await settle(client.graphql({ query: ACTIVITY, authMode: 'iam' } as never));
    expect(errorTypes(guest)).toEqual(['Unauthorized']);
    const other = await h.newUser('activity-other');
    const theirs = await h.as(other, ACTIVITY, {});
    expect((theirs.data.listMySecurityActivity as Item[]).map((i) => i.kind)).not.toContain('MFA_CHANGED');
    const tooMany = await h.as(other, ACTIVITY, { limit: 500 });
    expect(tooMany.errors?.[0].message).toContain('limit: at most 50');
  });
});
