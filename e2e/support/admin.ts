// The identity service's control plane, as an administrator's AWS SDK would call it: journeys use it to set up
// users (an admin-created user, a confirmed user) without going through the pages under test.
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

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
