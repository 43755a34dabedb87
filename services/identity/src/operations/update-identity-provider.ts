// UpdateIdentityProvider: given details are merged into the stored ones (Cognito keeps keys not sent); mapping
// and identifiers are replaced when given.
import { z } from 'zod';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { getIdentityProvider, listIdentityProviders, saveIdentityProvider } from '../store/identity-providers.ts';
import { requirePool } from '../store/pools.ts';
import {
  checkProviderDetails,
  duplicateProvider,
  identityProviderType,
  ZAttributeMapping,
  ZIdpIdentifiers,
  ZProviderDetails,
  ZProviderName,
} from './identity-provider-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZUpdateIdentityProviderInput = z.object({
  UserPoolId: ZUserPoolId,
  ProviderName: ZProviderName,
  ProviderDetails: ZProviderDetails.optional(),
  AttributeMapping: ZAttributeMapping.optional(),
  IdpIdentifiers: ZIdpIdentifiers.optional(),
});
export type TUpdateIdentityProviderInput = z.infer<typeof ZUpdateIdentityProviderInput>;

export const updateIdentityProvider: Operation<TUpdateIdentityProviderInput> = {
  plane: 'admin',
  input: ZUpdateIdentityProviderInput,
  async run(input, { deps }) {
    await requirePool(deps, input.UserPoolId);
    const provider = await getIdentityProvider(deps, input.UserPoolId, input.ProviderName);
    if (!provider) throw Errors.resourceNotFound(`Identity provider ${input.ProviderName} does not exist.`);
    const details = { ...provider.details, ...(input.ProviderDetails ?? {}) };
    checkProviderDetails(provider.type, details);
    if (input.IdpIdentifiers?.length) {
      const others = (await listIdentityProviders(deps, input.UserPoolId)).filter((p) => p.name !== provider.name);
      const taken = new Set(others.flatMap((p) => p.idpIdentifiers));
      const clash = input.IdpIdentifiers.find((i) => taken.has(i));
      if (clash) throw duplicateProvider(`The identifier ${clash} is already used by another provider.`);
    }
    const next = {
      ...provider,
      details,
      attributeMapping: input.AttributeMapping ?? provider.attributeMapping,
      idpIdentifiers: input.IdpIdentifiers ?? provider.idpIdentifiers,
    };
    await saveIdentityProvider(deps, next);
    return { IdentityProvider: identityProviderType({ ...next, updatedAt: deps.now() }) };
  },
};
