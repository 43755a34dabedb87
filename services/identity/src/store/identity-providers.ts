// Federated identity providers of a pool (identity.identity_providers). ProviderDetails hold the provider's
// client secret (or Apple's private key), so they are stored encrypted with the service's master key.
import type { IdentityDeps } from '../deps.ts';

export type ProviderType = 'Google' | 'Facebook' | 'SignInWithApple' | 'LoginWithAmazon' | 'OIDC';

export interface IdentityProvider {
  poolId: string;
  name: string;
  type: ProviderType;
  details: Record<string, string>;
  attributeMapping: Record<string, string>;
  idpIdentifiers: string[];
  createdAt: Date;
  updatedAt: Date;
}

interface Row {
  pool_id: string;
  provider_name: string;
  provider_type: string;
  details_enc: string;
  attribute_mapping: Record<string, string>;
  idp_identifiers: string[];
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS =
  'pool_id, provider_name, provider_type, details_enc, attribute_mapping, idp_identifiers, created_at, updated_at';

function toProvider(deps: IdentityDeps, r: Row): IdentityProvider {
  return {
    poolId: r.pool_id,
    name: r.provider_name,
    type: r.provider_type as ProviderType,
    details: JSON.parse(deps.secrets.open(r.details_enc).toString('utf8')),
    attributeMapping: r.attribute_mapping ?? {},
    idpIdentifiers: r.idp_identifiers ?? [],
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

export type NewIdentityProvider = Omit<IdentityProvider, 'createdAt' | 'updatedAt'>;

/** Inserts; false when the name is taken in the pool. */
export async function insertIdentityProvider(deps: IdentityDeps, p: NewIdentityProvider): Promise<boolean> {
  const rows = await deps.database.query(
    `insert into identity.identity_providers (${COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $7)
     on conflict do nothing returning provider_name`,
    [
      p.poolId,
      p.name,
      p.type,
      deps.secrets.seal(JSON.stringify(p.details)),
      JSON.stringify(p.attributeMapping),
      JSON.stringify(p.idpIdentifiers),
      deps.now(),
    ],
  );
  return rows.length === 1;
}

export async function getIdentityProvider(
  deps: IdentityDeps,
  poolId: string,
  name: string,
): Promise<IdentityProvider | null> {
  const [row] = await deps.database.query<Row>(
    `select ${COLUMNS} from identity.identity_providers where pool_id = $1 and provider_name = $2`,
    [poolId, name],
  );
  return row ? toProvider(deps, row) : null;
}

export async function saveIdentityProvider(deps: IdentityDeps, p: NewIdentityProvider): Promise<void> {
  await deps.database.query(
    `update identity.identity_providers set details_enc = $3, attribute_mapping = $4, idp_identifiers = $5, updated_at = $6
      where pool_id = $1 and provider_name = $2`,
    [
      p.poolId,
      p.name,
      deps.secrets.seal(JSON.stringify(p.details)),
      JSON.stringify(p.attributeMapping),
      JSON.stringify(p.idpIdentifiers),
      deps.now(),
    ],
  );
}

export async function deleteIdentityProvider(deps: IdentityDeps, poolId: string, name: string): Promise<boolean> {
  const rows = await deps.database.query(
    'delete from identity.identity_providers where pool_id = $1 and provider_name = $2 returning provider_name',
    [poolId, name],
  );
  return rows.length === 1;
}

/** Providers in name order after `after` (keyset pagination); all of them without a limit. */
export async function listIdentityProviders(
  deps: IdentityDeps,
  poolId: string,
  limit = 1000,
  after?: string,
): Promise<IdentityProvider[]> {
  const rows = await deps.database.query<Row>(
    `select ${COLUMNS} from identity.identity_providers
      where pool_id = $1 and ($2::text is null or provider_name > $2) order by provider_name limit $3`,
    [poolId, after ?? null, limit],
  );
  return rows.map((r) => toProvider(deps, r));
}
