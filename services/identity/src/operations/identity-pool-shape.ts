// Input fields the identity-pool operations share.
import { z } from 'zod';

export const ZIdentityPoolId = z
  .string()
  .min(1)
  .max(55)
  .regex(/^[\w-]+:[0-9a-f-]+$/, 'Member must satisfy regular expression pattern: [\\w-]+:[0-9a-f-]+');

export const ZIdentityId = ZIdentityPoolId;

export const ZIdentityPoolName = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\w\s+=,.@-]+$/, 'Member must satisfy regular expression pattern: [\\w\\s+=,.@-]+');

/** Provider name → token; at most 10, as Cognito. */
export const ZLogins = z.record(z.string().min(1).max(128), z.string().min(1).max(50_000));

export const ZIdentityPoolFields = z.object({
  IdentityPoolName: ZIdentityPoolName,
  AllowUnauthenticatedIdentities: z.boolean(),
  AllowClassicFlow: z.boolean().optional(),
  SupportedLoginProviders: z.record(z.string().min(1).max(128), z.string().min(1).max(128)).optional(),
  DeveloperProviderName: z.string().min(1).max(128).optional(),
  OpenIdConnectProviderARNs: z.array(z.string().min(20).max(2048)).optional(),
  CognitoIdentityProviders: z
    .array(
      z.object({
        ProviderName: z
          .string()
          .min(1)
          .max(128)
          .regex(/^[\w._:/-]+$/, 'Member must satisfy regular expression pattern: [\\w._:/-]+'),
        ClientId: z
          .string()
          .min(1)
          .max(128)
          .regex(/^[\w_]+$/, 'Member must satisfy regular expression pattern: [\\w_]+')
          .optional(),
        ServerSideTokenCheck: z.boolean().optional(),
      }),
    )
    .optional(),
  SamlProviderARNs: z.array(z.string().min(20).max(2048)).optional(),
  IdentityPoolTags: z.record(z.string().min(1).max(128), z.string().max(256)).optional(),
});

export type TIdentityPoolFields = z.infer<typeof ZIdentityPoolFields>;

export function identityPoolRecord(input: TIdentityPoolFields) {
  const { IdentityPoolName, AllowUnauthenticatedIdentities, ...config } = input;
  return { name: IdentityPoolName, allowUnauthenticated: AllowUnauthenticatedIdentities, config };
}
