// saveResource: a platform admin creates a resource (a DRAFT) or edits one, whatever its status: title, slug
// (unique; made from the title when left empty), type, category, hashtags, author, short description, Markdown
// content, cover (an uploaded COVER file or one of the site's images) and the breaking flag. The read time is
// computed from the content. A change to a published resource reaches the public pages at once.
import { randomUUID } from 'node:crypto';
import { ADMIN_MESSAGES, readTimeMinutes, slugify, ZSaveResourceInput } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { type AdminResource, lockResource, resourceEvent } from './resource-records.ts';

export const ZSaveResourceArgs = z.object({ input: ZSaveResourceInput });

/** Slugs are unique across resources: writers of slugs take this lock for their transaction. */
export async function lockSlugs(q: RawQuery): Promise<void> {
  await q("select pg_advisory_xact_lock(hashtext('app.resources.slug'))");
}

async function slugTaken(q: RawQuery, slug: string, except: string | null): Promise<boolean> {
  const [row] = await q("select 1 from app.resources where slug = $1 and id <> coalesce($2, '') limit 1", [
    slug,
    except,
  ]);
  return Boolean(row);
}

/** The first free slug of `base`, `base-2`, `base-3`, … */
async function freeSlug(q: RawQuery, base: string, except: string | null): Promise<string> {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const slug = `${base.slice(0, 200 - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!(await slugTaken(q, slug, except))) return slug;
  }
}

/** An uploaded cover must be a confirmed COVER file (its public URL); the site's own images are taken as they are. */
async function checkCover(q: RawQuery, url: string | null | undefined, where: string): Promise<string | null> {
  if (!url) return null;
  if (!url.startsWith('/files/')) return url;
  const [file] = await q("select 1 from app.files where key = $1 and purpose = 'COVER' and status = 'READY'", [
    url.slice('/files/'.length),
  ]);
  if (!file) throw Errors.validation(`${where}: no uploaded cover at this address`);
  return url;
}

export const saveResource = defineFunction({
  name: 'saveResource',
  type: 'Mutation',
  allow: 'admins',
  input: ZSaveResourceArgs,
  audit: (r: AdminResource & { changed: string[] }, { input }) => ({
    action: input.id ? 'updateResource' : 'createResource',
    target: `Resource:${r.id}`,
    details: { title: r.title, slug: r.slug, status: r.status, ...(input.id ? { changed: r.changed } : {}) },
  }),
  async run(ctx, { input }) {
    const { db, deps } = ctx;
    const now = deps.now();
    await lockSlugs(db.query);
    const current = input.id ? await lockResource(db.query, input.id) : null;
    const id = current?.id ?? randomUUID();
    let slug: string;
    if (input.slug) {
      if (await slugTaken(db.query, input.slug, current?.id ?? null))
        throw Errors.validation(`input.slug: ${ADMIN_MESSAGES.slugTaken}`);
      slug = input.slug;
    } else {
      slug =
        current && current.slug === slugify(input.title)
          ? current.slug
          : await freeSlug(db.query, slugify(input.title), current?.id ?? null);
    }
    const cover = await checkCover(db.query, input.cover, 'input.cover');
    const avatar = await checkCover(db.query, input.author?.avatar, 'input.author.avatar');
    const values = {
      slug,
      title: input.title,
      type: input.type,
      category: input.category || null,
      hashtags: [...new Set((input.hashtags ?? []).map((h) => h.replace(/^#/, '')).filter(Boolean))],
      author: input.author ? { name: input.author.name, avatar: avatar ?? null } : null,
      shortDescription: input.shortDescription || null,
      content: input.content ?? '',
      cover,
      isBreaking: input.isBreaking ?? false,
      readTime: readTimeMinutes(input.content ?? ''),
    };
    const params = [
      id,
      values.slug,
      values.title,
      values.type,
      values.category,
      JSON.stringify(values.hashtags),
      values.author ? JSON.stringify(values.author) : null,
      values.shortDescription,
      values.content,
      values.cover,
      values.isBreaking,
      values.readTime,
      now,
    ];
    if (current) {
      await db.query(
        `update app.resources set slug = $2, title = $3, type = $4, category = $5, hashtags = $6::jsonb,
                author = $7::jsonb, short_description = $8, content = $9, cover = $10, is_breaking = $11,
                read_time = $12, updated_at = $13
          where id = $1`,
        params,
      );
    } else {
      await db.query(
        `insert into app.resources (id, slug, title, type, category, hashtags, author, short_description, content,
                                    cover, is_breaking, read_time, status, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $10, $11, $12, 'DRAFT', $13, $13)`,
        params,
      );
    }
    const saved = await lockResource(db.query, id);
    const event = await resourceEvent(db.query, id);
    if (event) ctx.publish(current ? 'onUpdateResource' : 'onCreateResource', event);
    const changed = current
      ? (Object.keys(values) as (keyof typeof values)[]).filter(
          (k) => JSON.stringify(values[k]) !== JSON.stringify(current[k as keyof AdminResource]),
        )
      : [];
    return { ...saved, changed };
  },
});
