// requestUpload: the grant to PUT one file (docs/architecture.md, "Files"). It checks the purpose's type and size
// limits on what the client declares, the name, who may write where (their own avatar; the workspace's logo:
// owners and admins; covers: platform admins; an idea's attachment: whoever may edit the idea; a campaign's cover:
// the workspace's owners and admins with campaigns), the workspace's
// storage quota and the attachments per record (a campaign's idea: while its campaign runs), then records the file as PENDING and answers a signed URL that
// binds method, key, length and type for FILE_LIMITS.uploadUrlSeconds. confirmUpload checks the content.
import { randomUUID } from 'node:crypto';
import {
  FILE_LIMITS,
  FILE_MESSAGES,
  FILE_PURPOSES,
  FILE_RECORD_TYPES,
  FILE_RULES,
  type FilePurpose,
  type UploadGrant,
} from '@innov/contracts';
import { z } from 'zod';
import { lifecycleDenial } from '../auth/guard.ts';
import { requireCampaignRunning } from '../campaigns/campaign-access.ts';
import { type DomainContext, defineFunction } from '../domain/function.ts';
import { originOf } from '../domain/origin.ts';
import { Errors } from '../errors.ts';
import { ideaCampaign, noteAudit, notedAudit, ZId } from '../ideas/idea-access.ts';
import { userProfileModel } from '../profiles/models.ts';
import {
  identityIdOf,
  keyFor,
  requireAttachmentEditor,
  requireCampaignCoverEditor,
  requireLogoEditor,
  requireUploader,
  uploadKeyOf,
  ZFileName,
} from './file-access.ts';
import { storageUsed } from './get-storage-usage.ts';
import { pendingCountsAfter } from './upload-window.ts';

const FIELD = 'requestUpload';

export const ZRequestUploadArgs = z.object({
  input: z.object({
    purpose: z.enum(FILE_PURPOSES),
    fileName: ZFileName,
    contentType: z.string().trim().toLowerCase().min(1, 'expected a content type').max(200, 'at most 200 characters'),
    size: z.number().int('expected a whole number of bytes'),
    recordType: z.enum(FILE_RECORD_TYPES).nullish(),
    recordId: ZId.nullish(),
  }),
});

interface Place {
  tenantId: string | null;
  recordId: string | null;
  /** The plan's storage in GB when the file counts against the workspace's quota; null when unlimited. */
  quotaGb?: number | null;
}

/** Who may write where: the purpose's rule of the key layout (docs/architecture.md, "Files"). */
async function placeFor(ctx: DomainContext, input: z.infer<typeof ZRequestUploadArgs>['input']): Promise<Place> {
  const { principal, db } = ctx;
  const purpose: FilePurpose = input.purpose;
  if (purpose !== 'ATTACHMENT' && (input.recordType || input.recordId))
    throw Errors.validation('input.recordType: only attachments belong to a record');
  switch (purpose) {
    case 'AVATAR': {
      // The user's own picture: a personal record, written while their workspace waits too (not once deactivated).
      const denial = await lifecycleDenial(principal, userProfileModel, 'update', ['picture']);
      if (denial) throw denial;
      // The user's, not their workspace's: it stays with them when they move or their workspace is purged.
      return { tenantId: null, recordId: null };
    }
    case 'LOGO': {
      const w = await requireLogoEditor(principal, FIELD);
      return { tenantId: w.tenantId, recordId: null, quotaGb: w.entitlements.storageGb };
    }
    case 'COVER':
      if (!principal.isAdmin) throw Errors.unauthorized(FIELD, 'Mutation');
      return { tenantId: null, recordId: null };
    case 'CAMPAIGN_COVER': {
      // No record: the campaign names its cover (createCampaign/updateCampaign's coverFileId) once it is READY.
      const w = await requireCampaignCoverEditor(principal, FIELD);
      return { tenantId: w.tenantId, recordId: null, quotaGb: w.entitlements.storageGb };
    }
    case 'ATTACHMENT': {
      if (input.recordType !== 'IDEA') throw Errors.validation('input.recordType: expected the record it belongs to');
      if (!input.recordId) throw Errors.validation('input.recordId: expected the record it belongs to');
      const { w, idea } = await requireAttachmentEditor(ctx, input.recordId, FIELD, { lock: true });
      // A closed or archived campaign's ideas take no new files.
      const c = await ideaCampaign(db.query, idea);
      if (c) requireCampaignRunning(c.campaign);
      const [{ n }] = await db.query<{ n: number }>(
        `select count(*)::int as n from app.files
          where record_type = 'IDEA' and record_id = $1 and (status = 'READY' or expires_at > $2)`,
        [idea.id, pendingCountsAfter(ctx.deps.now())],
      );
      if (n >= FILE_LIMITS.attachmentsPerRecord) throw Errors.validation(FILE_MESSAGES.tooManyAttachments);
      return { tenantId: w.tenantId, recordId: idea.id, quotaGb: w.entitlements.storageGb };
    }
  }
}

export const requestUpload = defineFunction({
  name: FIELD,
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 30 },
  needsIdentity: true,
  input: ZRequestUploadArgs,
  audit: (_grant: UploadGrant<Date>, args) => notedAudit(args),
  async run(ctx, args): Promise<UploadGrant<Date>> {
    const { deps, db, principal } = ctx;
    const { input } = args;
    const me = requireUploader(principal, FIELD);
    const rule = FILE_RULES[input.purpose];
    if (input.size <= 0) throw Errors.validation(`input.size: ${FILE_MESSAGES.empty}`);
    if (input.size > rule.maxBytes) throw Errors.validation(`input.size: ${FILE_MESSAGES.tooLarge(input.purpose)}`);
    if (!rule.types.includes(input.contentType))
      throw Errors.validation(`input.contentType: ${FILE_MESSAGES.typeNotAllowed(input.purpose)}`);

    const place = await placeFor(ctx, input);
    const now = deps.now();
    if (rule.quota && place.tenantId && place.quotaGb != null) {
      // Under the workspace's row lock, so two grants at once cannot both take the last bytes.
      await db.query('select 1 from app.tenants where id = $1 for update', [place.tenantId]);
      const used = await storageUsed(db.query, place.tenantId, now);
      if (used.usedBytes + input.size > place.quotaGb * FILE_LIMITS.bytesPerGb)
        throw Errors.planLimitReached(FILE_MESSAGES.quotaReached(place.quotaGb));
    }

    const identityId = identityIdOf(ctx, FIELD);
    const fileId = randomUUID();
    const key = keyFor(input.purpose, { fileId, identityId, ...place, name: input.fileName });
    const expiresAt = new Date(now.getTime() + FILE_LIMITS.uploadUrlSeconds * 1000);
    await db.query(
      `insert into app.files (id, key, purpose, status, owner_id, identity_id, tenant_id, record_type, record_id, name,
                              content_type, size, expires_at, created_at)
       values ($1, $2, $3, 'PENDING', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        fileId,
        key,
        input.purpose,
        me,
        identityId,
        place.tenantId,
        place.recordId ? 'IDEA' : null,
        place.recordId,
        input.fileName,
        input.contentType,
        input.size,
        expiresAt,
        now,
      ],
    );
    const signed = await deps.storage.presignPut(uploadKeyOf({ key }), {
      contentType: input.contentType,
      contentLength: input.size,
      expiresIn: FILE_LIMITS.uploadUrlSeconds,
      origin: originOf(ctx),
    });
    noteAudit(args, {
      target: `File:${fileId}`,
      tenantId: place.tenantId,
      details: {
        purpose: input.purpose,
        name: input.fileName,
        size: input.size,
        contentType: input.contentType,
        // The record it belongs to, kept after the file is gone (the activity feed masks an anonymous idea's).
        ...(place.recordId ? { record: `Idea:${place.recordId}` } : {}),
      },
    });
    return { fileId, url: signed.url, method: 'PUT', headers: signed.headers, expiresAt };
  },
});
