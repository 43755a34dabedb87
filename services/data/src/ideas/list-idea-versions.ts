// listIdeaVersions: the earlier versions of an idea the caller sees, newest first, each with the fields of the
// template version it was written with (the current version is getIdea's); none for an idea out of sight.
import { ANONYMOUS_AUTHOR, type FormField } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { requireIdeasReader, seesAuthorSql, visibleIdea, ZId } from './idea-access.ts';
import { templateVersion } from './templates.ts';

export interface IdeaVersion {
  version: number;
  title: string;
  summary: string | null;
  content: Record<string, unknown>;
  templateVersion: number;
  fields: FormField[];
  category: string | null;
  createdByName: string | null;
  createdAt: Date;
}

/**
 * The newest earlier versions shown: edits stop once review starts and are limited per minute, but a long-lived
 * idea could still gather many, and each carries its whole content.
 */
export const VERSIONS_SHOWN = 50;

export const listIdeaVersions = defineFunction({
  name: 'listIdeaVersions',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({ ideaId: ZId }),
  async run({ principal, db }, { ideaId }): Promise<IdeaVersion[]> {
    const w = await requireIdeasReader(principal, 'listIdeaVersions');
    const me = principal.userId as string;
    const idea = await visibleIdea(db.query, w.tenantId, me, ideaId);
    if (!idea) return [];
    // An anonymous idea's versions were written by its authors: nobody's name for those who may not know them.
    const [sight] = await db.query<{ sees: boolean }>(
      `select ${seesAuthorSql('i', '$2')} as sees from app.ideas i where i.id = $1`,
      [idea.id, me],
    );
    const hidden = idea.anonymous && !sight?.sees && !principal.isAdmin;
    const rows = await db.query<{
      version: number;
      title: string;
      summary: string | null;
      content: Record<string, unknown>;
      template_version: number;
      category: string | null;
      created_by_name: string | null;
      created_at: Date;
    }>(
      `select v.version, v.title, v.summary, v.content, v.template_version, v.category, v.created_at,
              coalesce(p.name, p.email) as created_by_name
         from app.idea_versions v left join app.user_profiles p on p.id = v.created_by
        where v.idea_id = $1 order by v.version desc limit $2`,
      [idea.id, VERSIONS_SHOWN],
    );
    const fieldsOf = new Map<number, FormField[]>();
    for (const v of new Set(rows.map((r) => r.template_version)))
      fieldsOf.set(v, (await templateVersion(db.query, w.tenantId, idea.template_id, v))?.fields ?? []);
    return rows.map((r) => ({
      version: r.version,
      title: r.title,
      summary: r.summary,
      content: r.content,
      templateVersion: r.template_version,
      fields: fieldsOf.get(r.template_version) ?? [],
      category: r.category,
      createdByName: hidden ? ANONYMOUS_AUTHOR : r.created_by_name,
      createdAt: r.created_at,
    }));
  },
});
