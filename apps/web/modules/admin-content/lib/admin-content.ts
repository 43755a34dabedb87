// The back-office's resources: the list (adminListResources), one resource (adminGetResource) and the changes
// (saveResource, publishResource now or at a time, unpublishResource, deleteResource with the password), the
// editor's form schema (contracts' ZSaveResourceInput's fields, hashtags and author as the form types them), and
// the words and dates the pages show. Pure apart from the data layer's definitions.
import {
  RESOURCE_LIMITS,
  type ResourceStatus,
  type ResourceType,
  type TSaveResourceInput,
  ZSaveResourceInput,
} from '@innov/contracts';
import { z } from 'zod';
import { defineAdminListQuery } from '../../admin/lib/admin-list.ts';
import { defineFunction } from '../../data/lib/model.ts';

export interface TAdminResource {
  id: string;
  slug: string;
  title: string;
  type: ResourceType;
  status: ResourceStatus;
  category: string | null;
  hashtags: string[];
  author: { name: string | null; avatar: string | null } | null;
  shortDescription: string | null;
  content: string | null;
  cover: string | null;
  isBreaking: boolean;
  readTime: number | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The data layer's tag of the admin's resources: every change refetches the list and the resource. */
const TAGS = ['AdminResource'];

const SUMMARY =
  'id slug title type status category hashtags author { name avatar } readTime isBreaking publishedAt createdAt updatedAt';
const FULL = `${SUMMARY} shortDescription content cover`;

export const AdminResources = defineAdminListQuery<TAdminResource>('adminListResources', SUMMARY, TAGS);

export const AdminGetResource = defineFunction<TAdminResource>(
  { name: 'adminGetResource', kind: 'query', args: { id: 'ID!' }, selection: FULL },
  'userPool',
  { provides: TAGS },
);

const mutation = (name: string, input: string) =>
  defineFunction<TAdminResource>({ name, kind: 'mutation', args: { input }, selection: FULL }, 'userPool', {
    invalidates: TAGS,
  });

export const SaveResource = mutation('saveResource', 'SaveResourceInput!');
export const PublishResource = mutation('publishResource', 'PublishResourceInput!');
export const UnpublishResource = mutation('unpublishResource', 'UnpublishResourceInput!');
export const DeleteResource = mutation('deleteResource', 'DeleteResourceInput!');

export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  PRESS_RELEASE: 'Press release',
  INNOVATION_JOURNAL: 'Innovation journal',
  INNOVATION_FUNDING: 'Funding',
  EVENT: 'Event',
};

export const RESOURCE_STATUS_CHIPS: Record<
  ResourceStatus,
  { label: string; color: 'default' | 'info' | 'success' | 'warning' }
> = {
  DRAFT: { label: 'Draft', color: 'default' },
  SCHEDULED: { label: 'Scheduled', color: 'info' },
  PUBLISHED: { label: 'Published', color: 'success' },
  UNPUBLISHED: { label: 'Unpublished', color: 'warning' },
};

const shape = ZSaveResourceInput.shape;

/** The editor's fields: saveResource's, with the hashtags as one line of text and the author's name alone. */
export const ZResourceForm = z.object({
  title: shape.title,
  slug: shape.slug,
  type: shape.type,
  category: shape.category,
  hashtags: z.string().max(RESOURCE_LIMITS.hashtags * (RESOURCE_LIMITS.hashtag + 2), 'too many hashtags'),
  authorName: z.string().trim().max(RESOURCE_LIMITS.authorName, `at most ${RESOURCE_LIMITS.authorName} characters`),
  shortDescription: shape.shortDescription,
  content: shape.content,
  cover: shape.cover,
  isBreaking: z.boolean(),
});
export type TResourceForm = z.input<typeof ZResourceForm>;

/** "#ai, pilots  #funding" → ['ai', 'pilots', 'funding']. */
export function parseHashtags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,]+/)
        .map((t) => t.replace(/^#+/, '').trim())
        .filter(Boolean),
    ),
  ];
}

export function resourceFormValues(r: TAdminResource | null): TResourceForm {
  return {
    title: r?.title ?? '',
    slug: r?.slug ?? '',
    type: r?.type ?? 'INNOVATION_JOURNAL',
    category: r?.category ?? '',
    hashtags: (r?.hashtags ?? []).map((h) => `#${h}`).join(' '),
    authorName: r?.author?.name ?? '',
    shortDescription: r?.shortDescription ?? '',
    content: r?.content ?? '',
    cover: r?.cover ?? '',
    isBreaking: r?.isBreaking ?? false,
  };
}

/** The form's values as saveResource takes them. */
export function saveResourceInput(id: string | null, v: z.output<typeof ZResourceForm>): TSaveResourceInput {
  return {
    ...(id ? { id } : {}),
    title: v.title,
    slug: v.slug || null,
    type: v.type,
    category: v.category || null,
    hashtags: parseHashtags(v.hashtags),
    author: v.authorName ? { name: v.authorName } : null,
    shortDescription: v.shortDescription || null,
    content: v.content ?? '',
    cover: v.cover || null,
    isBreaking: v.isBreaking,
  };
}

/** A date and time for a `datetime-local` field (the browser's time zone), from ISO text. */
export function toLocalInput(iso: string | Date): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as ISO text, or null when empty or not a date. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** "26 Nov 2026, 14:05" in the browser's locale and time zone. */
export function dateTimeText(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? '—'
    : d.toLocaleString(undefined, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      });
}
