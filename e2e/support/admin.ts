// The identity service's control plane, as an administrator's AWS SDK would call it: journeys use it to set up
// users (an admin-created user, a confirmed user, a platform admin with two-step verification) without going
// through the pages under test.
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Page } from '@playwright/test';
import { passwordSignIn, setSessionCookies } from './sign-in.ts';

interface AmplifyConfig {
  Auth: { Cognito: { userPoolId: string; userPoolClientId: string } };
}

export async function amplifyConfig(baseURL: string): Promise<AmplifyConfig> {
  const response = await fetch(new URL('/amplify-config.json', baseURL));
  return (await response.json()) as AmplifyConfig;
}

export function adminClient(baseURL: string): CognitoIdentityProviderClient {
  const accessKeyId = process.env.E2E_ADMIN_KEY_ID;
  const secretAccessKey = process.env.E2E_ADMIN_SECRET;
  if (!accessKeyId || !secretAccessKey) throw new Error('Set E2E_ADMIN_KEY_ID and E2E_ADMIN_SECRET');
  return new CognitoIdentityProviderClient({
    region: 'eu-west-2',
    endpoint: new URL('/cognito', baseURL).toString(),
    credentials: { accessKeyId, secretAccessKey },
  });
}

export const TEST_PASSWORD = 'Correct-Horse-9';

/**
 * A confirmed user who can sign in with `password` (permanent), or, with `temporary`, an admin-created user who
 * must choose a new password at first sign-in.
 */
export async function createUser(
  baseURL: string,
  email: string,
  options: { password?: string; temporary?: boolean; givenName?: string; familyName?: string } = {},
): Promise<void> {
  const { Auth } = await amplifyConfig(baseURL);
  const client = adminClient(baseURL);
  const password = options.password ?? TEST_PASSWORD;
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: Auth.Cognito.userPoolId,
      Username: email,
      TemporaryPassword: password,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: options.givenName ?? 'Ada' },
        { Name: 'family_name', Value: options.familyName ?? 'Lovelace' },
      ],
    }),
  );
  if (!options.temporary) {
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: Auth.Cognito.userPoolId,
        Username: email,
        Password: password,
        Permanent: true,
      }),
    );
  }
}

/** A phone number for one journey's user (UK mobile range, E.164), so journeys never share one. */
export function uniquePhone(): string {
  return `+4477${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/**
 * Turns on two-step verification by text message for `email`, as an administrator can (a verified phone number and
 * SMS MFA preferred); signing in then asks for the texted code, which passwordSignIn reads from the outbox.
 */
export async function turnOnSmsMfa(baseURL: string, email: string, phone = uniquePhone()): Promise<string> {
  const { Auth } = await amplifyConfig(baseURL);
  const client = adminClient(baseURL);
  await client.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: Auth.Cognito.userPoolId,
      Username: email,
      UserAttributes: [
        { Name: 'phone_number', Value: phone },
        { Name: 'phone_number_verified', Value: 'true' },
      ],
    }),
  );
  await client.send(
    new AdminSetUserMFAPreferenceCommand({
      UserPoolId: Auth.Cognito.userPoolId,
      Username: email,
      SMSMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return phone;
}

/** The user's phone number as the pool keeps it (where their sign-in codes are texted). */
export async function phoneOf(baseURL: string, email: string): Promise<string | undefined> {
  const { Auth } = await amplifyConfig(baseURL);
  const user = await adminClient(baseURL).send(
    new AdminGetUserCommand({ UserPoolId: Auth.Cognito.userPoolId, Username: email }),
  );
  return user.UserAttributes?.find((a) => a.Name === 'phone_number')?.Value;
}

/** The code of the newest text to `phone` sent at or after `since`, read from the local outbox (polled). */
export async function textedCode(baseURL: string, phone: string, since: Date, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(new URL(`/dev/outbox?to=${encodeURIComponent(phone)}`, baseURL));
    const body = (await response.json()) as { createdAt: string; code?: string }[] | { messages: [] };
    const messages = Array.isArray(body) ? body : body.messages;
    const found = messages.find((m) => m.code && new Date(m.createdAt).getTime() >= since.getTime());
    if (found?.code) return found.code;
    if (Date.now() > deadline) throw new Error(`no code texted to ${phone} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Adds the user to the `admins` group (platform admins), as `aws cognito-idp admin-add-user-to-group` does. */
export async function addToAdmins(baseURL: string, email: string): Promise<void> {
  const { Auth } = await amplifyConfig(baseURL);
  await adminClient(baseURL).send(
    new AdminAddUserToGroupCommand({ UserPoolId: Auth.Cognito.userPoolId, Username: email, GroupName: 'admins' }),
  );
}

export interface PlatformAdmin {
  email: string;
  phone: string;
}

/**
 * A platform admin, made as the README says: a confirmed user put in the `admins` group with the AWS SDK, who has
 * two-step verification on (platform admins need it; here SMS, its codes read from the outbox).
 */
export async function createPlatformAdmin(
  baseURL: string,
  options: { email?: string; givenName?: string; familyName?: string } = {},
): Promise<PlatformAdmin> {
  const email =
    options.email ?? `platform-admin-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await createUser(baseURL, email, {
    givenName: options.givenName ?? 'Pat',
    familyName: options.familyName ?? 'Admin',
  });
  await addToAdmins(baseURL, email);
  const phone = await turnOnSmsMfa(baseURL, email);
  return { email, phone };
}

/**
 * Signs the page's browser context in as a platform admin (a new one unless `admin` is given): the password, then
 * the texted code, and the session's cookies as Amplify keeps them. Answers the admin.
 */
export async function signInAsPlatformAdmin(
  page: Page,
  baseURL: string,
  admin?: PlatformAdmin,
): Promise<PlatformAdmin> {
  const who = admin ?? (await createPlatformAdmin(baseURL));
  await setSessionCookies(page.context(), baseURL, await passwordSignIn(baseURL, who.email));
  return who;
}
