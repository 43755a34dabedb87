// Starts identity + data in-process (random port, in-memory database) and gives tests real callers: users
// signed up and confirmed through the identity service, platform admins (group `admins` with two-step
// verification on, signed in through the SMS code), guests with identity-pool credentials, and the API key.
// Queries go through aws-amplify's generateClient(), configured from
// /amplify-config.json as the web app does.

import { rmSync } from 'node:fs';
import {
  AdminAddUserToGroupCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { MAIL_JOB, type System } from '@innov/server';
import { startMemorySystem } from '@innov/server/test/memory-system';
import { Amplify } from 'aws-amplify';
import { generateClient } from 'aws-amplify/api';

export const PASSWORD = 'Corr3ct-Horse!';
export const API_KEY = 'test-data-api-key-0123456789';

export interface TestUser {
  email: string;
  username: string;
  idToken: string;
  accessToken: string;
}

/** A message of the local outbox (GET /dev/outbox), newest first. */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  code?: string;
  channel?: 'email' | 'sms';
  headers?: Record<string, string>;
}

export type GqlResult<T = any> = { data?: T; errors?: { message: string; errorType?: string; path?: unknown[] }[] };

export interface DataHarness {
  system: System;
  url: string;
  amplifyConfig: any;
  /** The user pool's control plane (SigV4 with the generated admin keys), e.g. AdminDisableUser. */
  idp: CognitoIdentityProviderClient;
  /** POST /graphql with explicit headers; returns status and body (no client in between). */
  raw(body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: GqlResult }>;
  /** Signs a new user up, confirms with the e-mailed code and signs in (USER_PASSWORD_AUTH): real tokens. */
  newUser(tag: string, metadata?: Record<string, string>, email?: string): Promise<TestUser>;
  /** Signs in (USER_PASSWORD_AUTH), answering the SMS_MFA challenge of a user with two-step verification on. */
  signIn(email: string): Promise<TestUser>;
  /**
   * A platform admin: in the `admins` group with two-step verification on (a verified phone and SMS MFA; platform
   * admins need it), signed in again through the SMS code so the token carries the group.
   */
  makeAdmin(user: TestUser): Promise<TestUser>;
  /** Turns on SMS two-step verification for the user (a verified phone of its own); answers the phone. */
  turnOnSmsMfa(user: Pick<TestUser, 'email' | 'username'>): Promise<string>;
  /** Runs a query through generateClient with a raw JWT (the userPool header) or the API key. */
  as(who: TestUser | 'apiKey', query: string, variables?: Record<string, unknown>): Promise<GqlResult>;
  outbox(to: string): Promise<OutboxMessage[]>;
  close(): Promise<void>;
}

let counter = 0;
export const uniqueEmail = (tag: string) => `${tag}.${process.pid}.${Date.now()}.${++counter}@example.com`;
let phones = 0;
/** A phone number no other user of this process has (E.164, UK mobile range). */
export const uniquePhone = () =>
  `+4477${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(5, '0')}`;

/** What generateClient().graphql answers for a subscription. */
interface Observable {
  subscribe(o: { next(v: unknown): void; error(e: unknown): void }): { unsubscribe(): void };
}

/**
 * Subscribes as `user` through aws-amplify's generateClient, on ws:// (Amplify would take an http endpoint to
 * wss://): `next` gets each event's `field` value, `error` what ends the subscription.
 */
export function subscribeAs(
  h: Pick<DataHarness, 'url'>,
  user: Pick<TestUser, 'accessToken'>,
  field: string,
  selection: string,
  on: { next(value: Record<string, unknown>): void; error(e: unknown): void },
): { unsubscribe(): void } {
  const client = generateClient({
    endpoint: `${h.url.replace('http://', 'ws://')}/graphql`,
    authMode: 'lambda',
    authToken: user.accessToken,
  });
  const observable = client.graphql({
    query: `subscription { ${field} { ${selection} } }`,
    authMode: 'lambda',
    authToken: user.accessToken,
  }) as unknown as Observable;
  return observable.subscribe({
    next: (v) =>
      on.next((v as { data: Record<string, Record<string, unknown>> }).data[field] as Record<string, unknown>),
    error: on.error,
  });
}

/** Waits until `check` holds (polled every 10 ms); after `ms`, fails with `what()`. */
export async function until(check: () => boolean, ms = 10_000, what = () => 'condition not met in time') {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(what());
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** generateClient throws the whole response when it has errors; tests want it as a value. */
export async function settle(p: unknown): Promise<GqlResult> {
  try {
    return (await (p as Promise<unknown>)) as GqlResult;
  } catch (error) {
    const e = error as GqlResult;
    if (e && Array.isArray(e.errors)) return e;
    throw error;
  }
}

export async function startDataHarness(
  env: Record<string, string> = {},
  options: {
    now?: () => Date;
    services?: ('identity' | 'data' | 'payments')[];
    /** A data folder of the caller's: the embedded database on disk there, kept at close (a restart opens it again). */
    dataDir?: string;
  } = {},
): Promise<DataHarness> {
  process.env.DATA_API_KEY = API_KEY;
  const { system, url, dataDir, admin } = await startMemorySystem({
    prefix: 'innov-data-',
    // The local payments service too where a test pays (billing: ['identity', 'data', 'payments']).
    services: options.services ?? ['identity', 'data'],
    env,
    now: options.now,
    dataDir: options.dataDir,
  });
  const amplifyConfig = await (await fetch(`${url}/amplify-config.json`)).json();
  Amplify.configure(amplifyConfig);
  const idp = new CognitoIdentityProviderClient({
    endpoint: `${url}/cognito`,
    region: 'eu-west-2',
    credentials: admin,
    maxAttempts: 1,
  });
  const { userPoolId, userPoolClientId } = amplifyConfig.Auth.Cognito;

  async function cognito(operation: string, body: unknown): Promise<any> {
    const res = await fetch(`${url}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    if (res.status !== 200) throw new Error(`${operation}: ${JSON.stringify(json)}`);
    return json;
  }

  /** The messages to an address, once the mail queue has delivered what was sent so far. */
  async function outbox(to: string) {
    await system.jobs.idle(MAIL_JOB);
    return (await (await fetch(`${url}/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as OutboxMessage[];
  }

  /** The phone of each user whose two-step verification the harness turned on: where their codes are texted. */
  const phoneOf = new Map<string, string>();

  async function signIn(email: string): Promise<TestUser> {
    let out = await cognito('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD },
    });
    if (out.ChallengeName === 'SMS_MFA') {
      const phone = phoneOf.get(email);
      if (!phone)
        throw new Error(`signIn: ${email} is asked for an SMS code, but the harness knows no phone of theirs`);
      const [sms] = await outbox(phone);
      out = await cognito('RespondToAuthChallenge', {
        ClientId: userPoolClientId,
        ChallengeName: 'SMS_MFA',
        Session: out.Session,
        ChallengeResponses: { USERNAME: out.ChallengeParameters.USER_ID_FOR_SRP, SMS_MFA_CODE: sms?.code },
      });
    }
    if (!out.AuthenticationResult) throw new Error(`signIn: ${email} is asked for ${out.ChallengeName}`);
    const { IdToken, AccessToken } = out.AuthenticationResult;
    const payload = JSON.parse(Buffer.from(AccessToken.split('.')[1], 'base64url').toString());
    return { email, username: payload.username, idToken: IdToken, accessToken: AccessToken };
  }

  async function turnOnSmsMfa(user: Pick<TestUser, 'email' | 'username'>): Promise<string> {
    const phone = phoneOf.get(user.email) ?? uniquePhone();
    await idp.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: userPoolId,
        Username: user.username,
        UserAttributes: [
          { Name: 'phone_number', Value: phone },
          { Name: 'phone_number_verified', Value: 'true' },
        ],
      }),
    );
    await idp.send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: userPoolId,
        Username: user.username,
        SMSMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    phoneOf.set(user.email, phone);
    return phone;
  }

  const apiClient = generateClient();

  return {
    system,
    url,
    amplifyConfig,
    idp,
    async raw(body, headers = {}) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as GqlResult };
    },
    async newUser(tag, metadata, email = uniqueEmail(tag)) {
      await cognito('SignUp', {
        ClientId: userPoolClientId,
        Username: email,
        Password: PASSWORD,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: tag },
          { Name: 'family_name', Value: 'Tester' },
        ],
      });
      const [mail] = await outbox(email);
      await cognito('ConfirmSignUp', {
        ClientId: userPoolClientId,
        Username: email,
        ConfirmationCode: mail.code,
        ...(metadata ? { ClientMetadata: metadata } : {}),
      });
      return signIn(email);
    },
    signIn,
    async makeAdmin(user) {
      await idp.send(
        new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: user.username, GroupName: 'admins' }),
      );
      await turnOnSmsMfa(user);
      return signIn(user.email);
    },
    turnOnSmsMfa,
    async as(who, query, variables) {
      if (who === 'apiKey') {
        const res = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
          body: JSON.stringify({ query, variables }),
        });
        return (await res.json()) as GqlResult;
      }
      // `lambda` sends `Authorization: <token>` exactly as `userPool` does, for a user other than Amplify's own.
      return settle(apiClient.graphql({ query, variables, authMode: 'lambda', authToken: who.accessToken } as never));
    },
    outbox,
    async close() {
      await system.app.shutdown(1000);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function errorTypes(result: GqlResult): (string | undefined)[] {
  return (result.errors ?? []).map((e) => e.errorType);
}

/** The first error as the web reads it: an AppError's own type and message (carried as JSON), else AppSync's. */
export function errorOf(result: GqlResult): { errorType: string; message: string } | undefined {
  const e = result.errors?.[0];
  if (!e) return undefined;
  try {
    const inner = JSON.parse(e.message) as { errorType: string; message: string };
    return { errorType: inner.errorType, message: inner.message };
  } catch {
    return { errorType: e.errorType ?? '', message: e.message };
  }
}
