// The workspaces domain's model: the seed's Tenant, with the lifecycle and plan of the rule book
// (docs/architecture.md, "Workspaces, roles and plans"); those change only through the domain functions, and
// what its owner may edit through updateTenant follows the lifecycle.
import { ZWorkspaceDetails } from '@innov/contracts';
import { schema } from '@innov/db';
import { validationMessage } from '../domain/invoke.ts';
import { Errors } from '../errors.ts';
import { bool, e, json, own, s } from '../models/fields.ts';
import type { ModelDef } from '../models/types.ts';

export const tenantModel: ModelDef = {
  name: 'Tenant',
  table: schema.tenants,
  fields: {
    email: s('AWSEmail'),
    workspace: s('String!', { required: true, maxLength: 120 }),
    active: bool({ adminOnly: true }),
    // Set only by confirmUpload (a LOGO) and deleteFile (files/): the reference must name a stored object.
    logo: json('FileReference', { readOnly: true }),
    companyInformation: json('CompanyInformation'),
    owner: s('String', { adminOnly: true }),
    // The lifecycle and the plan change only through reviewWorkspace, submitWorkspace and setWorkspacePlan.
    status: e('WorkspaceStatus', { readOnly: true }),
    rejectionReason: s('String', { readOnly: true }),
    tier: e('PricingTier', { readOnly: true }),
  },
  relations: {
    members: { model: 'UserProfile', kind: 'hasMany', index: 'userProfilesByTenantId', localField: 'id' },
  },
  rules: [
    {
      // Members read their workspace; its owner reads it even before their own profile points at it.
      allow: 'signedIn',
      ops: ['read'],
      async where(p) {
        const { tenantId } = await p.workspace();
        return tenantId ? { or: [{ id: { eq: tenantId } }, { owner: { eq: p.userId ?? '' } }] } : own(p);
      },
    },
    {
      // Its owners and admins edit the workspace they are in, so the lifecycle the guard checks is this one's.
      allow: 'signedIn',
      ops: ['update'],
      async where(p) {
        const { tenantId, role } = await p.workspace();
        return p.userId && tenantId && (role === 'owner' || role === 'admin') ? { id: { eq: tenantId } } : null;
      },
    },
  ],
  enforce: enforceWorkspaceDetails,
  // A workspace is deleted by deleteWorkspace (restorable for 30 days), never outright.
  expose: { get: true, list: true, create: true, update: true, subscribe: true },
  ownerField: 'owner',
  // The rule book: while the workspace waits for approval (or was not approved), its owner edits its company
  // information; the rest waits until it is active, and a deactivated workspace changes no more.
  whileNotActive: ['companyInformation'],
};

/**
 * The company page's rule (contracts' ZWorkspaceDetails, shared with the web form) for whatever an update or create
 * writes of the name, e-mail and company information; the values are written as the rule normalises them.
 */
export function enforceWorkspaceDetails(values: Record<string, unknown>): void {
  const shape = ZWorkspaceDetails.shape;
  for (const field of ['workspace', 'email', 'companyInformation'] as const) {
    if (!(field in values)) continue;
    if (field === 'companyInformation' && values[field] === null) continue;
    const parsed = shape[field].safeParse(values[field]);
    if (!parsed.success) {
      const message = validationMessage(parsed.error);
      throw Errors.validation(`input.${field}${message.includes(': ') ? '.' : ': '}${message}`);
    }
    values[field] = parsed.data;
  }
}
