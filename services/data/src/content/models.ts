// The content domain's model: the resources of the public site (articles, press releases, events, journal
// entries), seeded from seed/ and edited by platform admins.
import { schema } from '@innov/db';
import { bool, e, int, json, s, strings, time } from '../models/fields.ts';
import type { ModelDef } from '../models/types.ts';

export const resourceModel: ModelDef = {
  name: 'Resource',
  table: schema.resources,
  fields: {
    slug: s('String!', { required: true, maxLength: 200 }),
    authorId: s('ID'),
    author: json('ResourceAuthor'),
    type: e('ResourceType!', { required: true }),
    isBreaking: bool(),
    hashtags: strings(),
    category: s('String', { maxLength: 120 }),
    content: s('String', { maxLength: 200_000 }),
    cover: s('String', { maxLength: 2_000 }),
    logo: s('String', { maxLength: 2_000 }),
    publishedAt: time(),
    readTime: int(),
    shortDescription: s('String', { maxLength: 1_000 }),
    title: s('String!', { required: true, maxLength: 300 }),
    variables: json('[ResourceVariable!]', { input: '[ResourceVariableInput!]' }),
    /** DRAFT, SCHEDULED, PUBLISHED or UNPUBLISHED: only the back-office's functions move it (content/). */
    status: e('ResourceStatus', { readOnly: true }),
  },
  indexes: [
    { query: 'resourcesBySlugAndPublishedAt', partition: 'slug', sort: 'publishedAt' },
    { query: 'resourcesByTypeAndPublishedAt', partition: 'type', sort: 'publishedAt' },
  ],
  // Published means PUBLISHED and publishedAt has come: drafts, scheduled and unpublished posts stay hidden from
  // everyone but admins (and the API key, whose pages ask for the same condition: apps/web/modules/resources).
  rules: [
    {
      allow: 'public',
      ops: ['read'],
      where: (_p, now) => ({ status: { eq: 'PUBLISHED' }, publishedAt: { le: now.toISOString() } }),
    },
  ],
  // The generic create (scripts, the API key) keeps its meaning: a resource given a publishedAt is published then.
  // The back-office writes through content/'s functions; deleteResource is one of them (it asks an admin's password).
  onCreate: (values) => {
    values.status = values.publishedAt ? 'PUBLISHED' : 'DRAFT';
  },
  expose: { get: true, list: true, create: true, update: true, delete: false, subscribe: true },
};
