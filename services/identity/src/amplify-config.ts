// The identity service's slice of /amplify-config.json: Amplify v6's ResourcesConfig `Auth.Cognito`, taken
// from the default pool's actual settings so the client's forms and checks match the server's.
import { getDefaults } from './defaults.ts';
import type { IdentityDeps } from './deps.ts';
import { getPool } from './store/pools.ts';

export async function amplifyAuthConfig(deps: IdentityDeps): Promise<Record<string, unknown>> {
  const { userPoolId, userPoolClientId, identityPoolId } = await getDefaults(deps);
  const pool = await getPool(deps, userPoolId);
  const policy = pool?.config.Policies.PasswordPolicy;
  const usernameAttributes = pool?.config.UsernameAttributes ?? ['email'];
  const mfa = pool?.config.MfaConfiguration ?? 'OFF';
  const required = (pool?.config.SchemaAttributes ?? []).filter((a) => a.Required && a.Name !== 'sub');
  return {
    Auth: {
      Cognito: {
        userPoolId,
        userPoolClientId,
        identityPoolId,
        userPoolEndpoint: `${deps.config.publicUrl}/cognito`,
        identityPoolEndpoint: `${deps.config.publicUrl}/cognito-identity`,
        allowGuestAccess: true,
        signUpVerificationMethod:
          pool?.config.VerificationMessageTemplate?.DefaultEmailOption === 'CONFIRM_WITH_LINK' ? 'link' : 'code',
        loginWith: {
          email: usernameAttributes.includes('email'),
          ...(usernameAttributes.includes('phone_number') ? { phone: true } : {}),
        },
        userAttributes: Object.fromEntries(
          (required.length ? required.map((a) => a.Name) : ['email']).map((name) => [name, { required: true }]),
        ),
        mfa: {
          status: mfa.toLowerCase(),
          totpEnabled: pool?.config.SoftwareTokenMfaConfiguration?.Enabled ?? false,
          smsEnabled: pool?.config.EnabledMfas?.includes('SMS_MFA') ?? false,
        },
        passwordFormat: {
          minLength: policy?.MinimumLength ?? 8,
          requireLowercase: policy?.RequireLowercase ?? true,
          requireUppercase: policy?.RequireUppercase ?? true,
          requireNumbers: policy?.RequireNumbers ?? true,
          requireSpecialCharacters: policy?.RequireSymbols ?? true,
        },
      },
    },
  };
}
