// CreateIdentityProvider: Google, Facebook, SignInWithApple, LoginWithAmazon or OIDC, with attribute mapping.
import { z } from 'zod';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import {
  getIdentityProvider,
  insertIdentityProvider,
  listIdentityProviders,
  type ProviderType,
} from '../store/identity-providers.ts';
import { requirePool } from '../store/pools.ts';
import {
  checkProviderDetails,
  duplicateProvider,
  identityProviderType,
  syncClientProviders,
  ZAttributeMapping,
  ZIdpIdentifiers,
  ZProviderDetails,
  ZProviderName,
  ZProviderType,
} from './identity-provider-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZCreateIdentityProviderInput = z.object({
  UserPoolId: ZUserPoolId,
  ProviderName: ZProviderName,
  ProviderType: ZProviderType,
  ProviderDetails: ZProviderDetails,
  AttributeMapping: ZAttributeMapping.optional(),
  IdpIdentifiers: ZIdpIdentifiers.optional(),
});
export type TCreateIdentityProviderInput = z.infer<typeof ZCreateIdentityProviderInput>;

export const createIdentityProvider: Operation<TCreateIdentityProviderInput> = {
  plane: 'admin',
  input: ZCreateIdentityProviderInput,
  async run(input, { deps }) {
    await requirePool(deps, input.UserPoolId);
    if (input.ProviderName.toUpperCase() === 'COGNITO') {
      throw Errors.invalidParameter('ProviderName COGNITO is reserved.');
    }
    checkProviderDetails(input.ProviderType, input.ProviderDetails);
    const identifiers = input.IdpIdentifiers ?? [];
    if (identifiers.length) {
      const taken = new Set((await listIdentityProviders(deps, input.UserPoolId)).flatMap((p) => p.idpIdentifiers));
      const clash = identifiers.find((i) => taken.has(i));
      if (clash) throw duplicateProvider(`The identifier ${clash} is already used by another provider.`);
    }
    const provider = {
      poolId: input.UserPoolId,
      name: input.ProviderName,
      type: input.ProviderType as ProviderType,
      details: input.ProviderDetails,
      attributeMapping: input.AttributeMapping ?? {},
      idpIdentifiers: identifiers,
    };
    if (!(await insertIdentityProvider(deps, provider))) {
      throw duplicateProvider(`A provider with the name ${input.ProviderName} already exists in this user pool.`);
    }
    await syncClientProviders(deps, input.UserPoolId, { added: input.ProviderName });
    const created = await getIdentityProvider(deps, input.UserPoolId, input.ProviderName);
    return {
      IdentityProvider: identityProviderType(created ?? { ...provider, createdAt: deps.now(), updatedAt: deps.now() }),
    };
  },
};
