// The workspaces' job on the durable queue (docs/architecture.md, "Work after a request"): workspace-purge, hourly,
// deletes the workspaces deleted (or left empty) more than WORKSPACE_RETENTION_DAYS ago, once their purge_after
// has passed. Whoever is still linked to one is left without a workspace first (they may create one); the
// deletion takes its memberships, teams and invitations with it (foreign keys), its files (rows now, the objects
// under `workspaces/{id}/` by the files-delete job once it commits) and leaves an audit row.
import { insertAudit } from '../audit/write-audit.ts';
import { WORKSPACE_CHANGES_TOPIC } from '../auth/workspace.ts';
import type { DataDeps } from '../deps.ts';
import { removeFoldersAfterCommit } from '../files/file-access.ts';
import { publish } from '../realtime/publish.ts';

export const PURGE_JOB = 'workspace-purge';
export const PURGE_ACTOR = 'system:workspace-purge';

/** Purges the workspaces past their purge_after; answers their ids. */
export async function purgeWorkspaces(
  deps: Pick<DataDeps, 'database' | 'now' | 'pubsub' | 'logger' | 'jobs'>,
): Promise<string[]> {
  const now = deps.now();
  const due = await deps.database.query<{ id: string }>(
    'select id from app.tenants where purge_after is not null and purge_after <= $1 order by purge_after limit 500',
    [now],
  );
  const purged: string[] = [];
  for (const { id } of due) {
    const done = await deps.database.transaction(async (q) => {
      // Checked again under the lock: a platform admin may have restored it meanwhile.
      const [t] = await q<{ workspace: string; owner: string }>(
        'select workspace, owner from app.tenants where id = $1 and purge_after is not null and purge_after <= $2 for update',
        [id, now],
      );
      if (!t) return false;
      await q(
        `update app.user_profiles set tenant_id = null, is_owner = false, pending_approval = false, updated_at = $2
          where tenant_id = $1`,
        [id, now],
      );
      await q('delete from app.tenants where id = $1', [id]);
      await q('delete from app.files where tenant_id = $1', [id]);
      await removeFoldersAfterCommit(deps, q, [`workspaces/${id}/`]);
      await insertAudit(q, {
        actor: PURGE_ACTOR,
        tenantId: id,
        action: 'purgeWorkspace',
        target: `Tenant:${id}`,
        details: { workspace: t.workspace, owner: t.owner },
        at: now,
      });
      return true;
    });
    if (!done) continue;
    purged.push(id);
    await publish(deps, WORKSPACE_CHANGES_TOPIC, { tenantId: id });
  }
  return purged;
}

export function defineWorkspaceJobs(deps: DataDeps): void {
  deps.jobs.define(PURGE_JOB, {
    schedule: '17 * * * *',
    retryLimit: 2,
    handler: async () => {
      const purged = await purgeWorkspaces(deps);
      if (purged.length) deps.logger.info({ purged: purged.length }, 'deleted workspaces purged');
    },
  });
}
