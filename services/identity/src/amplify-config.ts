// The identity service's slice of /amplify-config.json: Amplify v6's ResourcesConfig `Auth.Cognito`, taken
// from the default pool's actual settings so the client's forms and checks match the server's.
import { getDefaults } from './defaults.ts';
import type { IdentityDeps } from './deps.ts';
import { listIdentityProviders } from './store/identity-providers.ts';
import { getClient, getPool } from './store/pools.ts';

type AmplifyProvider = 'Google' | 'Facebook' | 'Apple' | 'Amazon' | { custom: string };

/** Amplify's built-in provider names map to Cognito's (Google, Facebook, SignInWithApple, LoginWithAmazon). */
const BUILT_IN: Record<string, AmplifyProvider> = {
  Google: 'Google',
  Facebook: 'Facebook',
  SignInWithApple: 'Apple',
  LoginWithAmazon: 'Amazon',
};

/**
 * `loginWith.oauth` for signInWithRedirect, only over https: Amplify builds every hosted-UI URL as
 * `https://${domain}/…`, so over plain http the block would only produce failing redirects.
 */
async function hostedUiConfig(deps: IdentityDeps, poolId: string, clientId: string) {
  const base = deps.config.publicUrl;
  if (!base.startsWith('https://')) return undefined;
  const client = await getClient(deps, clientId);
  const config = client?.config;
  if (!config?.AllowedOAuthFlowsUserPoolClient || !config.AllowedOAuthFlows?.includes('code')) return undefined;
  const supported = config.SupportedIdentityProviders ?? [];
  const providers = (await listIdentityProviders(deps, poolId))
    .filter((p) => supported.includes(p.name))
    .map((p): AmplifyProvider => (BUILT_IN[p.name] && p.type === p.name ? BUILT_IN[p.name] : { custom: p.name }));
  const url = new URL(base);
  const signIn = `${base}/auth/callback`;
  const signOut = `${base}/`;
  return {
    domain: `${url.host}${url.pathname.replace(/\/+$/, '')}`,
    scopes: config.AllowedOAuthScopes ?? ['openid'],
    redirectSignIn: (config.CallbackURLs ?? []).includes(signIn) ? [signIn] : (config.CallbackURLs ?? []).slice(0, 1),
    redirectSignOut: (config.LogoutURLs ?? []).includes(signOut) ? [signOut] : (config.LogoutURLs ?? []).slice(0, 1),
    responseType: 'code' as const,
    providers,
  };
}

/** The configuration for a page reached at `origin` (endpoints there; the hosted UI stays on PUBLIC_URL). */
export async function amplifyAuthConfig(
  deps: IdentityDeps,
  origin = deps.config.publicUrl,
): Promise<Record<string, unknown>> {
  const { userPoolId, userPoolClientId, identityPoolId } = await getDefaults(deps);
  const pool = await getPool(deps, userPoolId);
  const policy = pool?.config.Policies.PasswordPolicy;
  const usernameAttributes = pool?.config.UsernameAttributes ?? ['email'];
  const mfa = pool?.config.MfaConfiguration ?? 'OFF';
  const required = (pool?.config.SchemaAttributes ?? []).filter((a) => a.Required && a.Name !== 'sub');
  const oauth = await hostedUiConfig(deps, userPoolId, userPoolClientId);
  return {
    Auth: {
      Cognito: {
        userPoolId,
        userPoolClientId,
        identityPoolId,
        userPoolEndpoint: `${origin}/cognito`,
        identityPoolEndpoint: `${origin}/cognito-identity`,
        allowGuestAccess: true,
        signUpVerificationMethod:
          pool?.config.VerificationMessageTemplate?.DefaultEmailOption === 'CONFIRM_WITH_LINK' ? 'link' : 'code',
        loginWith: {
          email: usernameAttributes.includes('email'),
          ...(usernameAttributes.includes('phone_number') ? { phone: true } : {}),
          ...(oauth ? { oauth } : {}),
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
