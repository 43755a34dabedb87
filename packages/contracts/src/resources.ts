// Resources written in the back-office: the editor's form and saveResource's input (one schema), the slug rule,
// and where a cover may come from.
import { z } from 'zod';
import { RESOURCE_TYPES } from './enums.ts';

export const RESOURCE_LIMITS = {
  title: 300,
  slug: 200,
  category: 120,
  hashtags: 20,
  hashtag: 40,
  shortDescription: 1_000,
  content: 200_000,
  authorName: 120,
} as const;

/** A slug: lower-case letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug a title gives (ASCII, lower case, hyphens), at most RESOURCE_LIMITS.slug characters. */
export function slugify(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, RESOURCE_LIMITS.slug)
      .replace(/-+$/, '') || 'resource'
  );
}

/**
 * A cover is an uploaded COVER file's public URL, or one of the site's own images (the seed's), never a path that
 * climbs out of /images (`..`).
 */
export const COVER_PATTERN =
  /^(\/files\/public\/covers\/[A-Za-z0-9_-]{1,128}\/w\d{2,4}\.webp|\/images\/(?!.*\.\.)[A-Za-z0-9/._-]{1,300})$/;

const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);

export const ZSaveResourceInput = z.object({
  /** Absent: a new resource (a DRAFT). */
  id: z.string().max(128).nullish(),
  title: text(RESOURCE_LIMITS.title).min(1, 'enter a title'),
  /** Generated from the title when empty. */
  slug: z
    .string()
    .trim()
    .max(RESOURCE_LIMITS.slug, `at most ${RESOURCE_LIMITS.slug} characters`)
    .regex(/^([a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'lower-case letters, digits and single hyphens')
    .nullish(),
  type: z.enum(RESOURCE_TYPES, { error: 'choose a type' }),
  category: text(RESOURCE_LIMITS.category).nullish(),
  hashtags: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'empty hashtag')
        .max(RESOURCE_LIMITS.hashtag, `at most ${RESOURCE_LIMITS.hashtag} characters`),
    )
    .max(RESOURCE_LIMITS.hashtags, `at most ${RESOURCE_LIMITS.hashtags} hashtags`)
    .nullish(),
  author: z
    .object({
      name: text(RESOURCE_LIMITS.authorName).min(1, 'enter the author'),
      avatar: z
        .string()
        .trim()
        .max(2_000)
        .regex(COVER_PATTERN, 'expected an uploaded image or one of the site’s images')
        .or(z.literal(''))
        .nullish(),
    })
    .nullish(),
  shortDescription: text(RESOURCE_LIMITS.shortDescription).nullish(),
  content: z.string().max(RESOURCE_LIMITS.content, `at most ${RESOURCE_LIMITS.content} characters`).nullish(),
  cover: z
    .string()
    .trim()
    .max(2_000)
    .regex(COVER_PATTERN, 'expected an uploaded cover or one of the site’s images')
    .or(z.literal(''))
    .nullish(),
  isBreaking: z.boolean().nullish(),
});
export type TSaveResourceInput = z.input<typeof ZSaveResourceInput>;
export type TSaveResource = z.output<typeof ZSaveResourceInput>;
