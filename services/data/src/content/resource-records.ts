// What the back-office's resource functions share: the admin's view of a resource (AdminResource), reading one
// under a lock, and telling the public pages it changed (the model's onUpdate/onDelete events, which
// http/content-revalidation.ts turns into the web app's revalidation of the resources' tags).
import type { ResourceStatus, ResourceType } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { Errors } from '../errors.ts';
import { runtimeFor, toRecord } from '../store/repository.ts';
import { resourceModel } from './models.ts';

const resourceRuntime = runtimeFor(resourceModel);

export interface AdminResource {
  id: string;
  slug: string;
  title: string;
  type: ResourceType;
  status: ResourceStatus;
  category: string | null;
  hashtags: string[];
  author: { id?: string | null; name?: string | null; avatar?: string | null } | null;
  shortDescription: string | null;
  content: string | null;
  cover: string | null;
  isBreaking: boolean;
  readTime: number | null;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ResourceRow {
  id: string;
  slug: string;
  title: string;
  type: ResourceType;
  status: ResourceStatus;
  category: string | null;
  hashtags: string[] | null;
  author: AdminResource['author'];
  short_description: string | null;
  content?: string | null;
  cover: string | null;
  is_breaking: boolean;
  read_time: number | null;
  published_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** The columns of a resource as the back-office reads it (the content only when `withContent`). */
export const resourceColumns = (withContent: boolean) =>
  `r.id, r.slug, r.title, r.type, r.status, r.category, r.hashtags, r.author, r.short_description, r.cover,
   r.is_breaking, r.read_time, r.published_at, r.created_at, r.updated_at${withContent ? ', r.content' : ''}`;

export function toAdminResource(row: ResourceRow): AdminResource {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    type: row.type,
    status: row.status,
    category: row.category,
    hashtags: row.hashtags ?? [],
    author: row.author,
    shortDescription: row.short_description,
    content: row.content ?? null,
    cover: row.cover,
    isBreaking: row.is_breaking,
    readTime: row.read_time,
    publishedAt: row.published_at === null ? null : date(row.published_at),
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
  };
}

/** A resource by id, locked for the change about to be made; NotFound otherwise. */
export async function lockResource(q: RawQuery, id: string): Promise<AdminResource> {
  const [row] = await q<ResourceRow>(
    `select ${resourceColumns(true)} from app.resources r where r.id = $1 for update`,
    [id],
  );
  if (!row) throw Errors.notFound('This resource does not exist.');
  return toAdminResource(row);
}

/** The resource as the model's subscription events carry it (what content revalidation listens to). */
export async function resourceEvent(q: RawQuery, id: string): Promise<Record<string, unknown> | null> {
  const [row] = await q<Record<string, unknown>>(
    `select ${resourceRuntime.selectList} from ${resourceRuntime.table} where id = $1`,
    [id],
  );
  return row ? toRecord(resourceRuntime, row) : null;
}
