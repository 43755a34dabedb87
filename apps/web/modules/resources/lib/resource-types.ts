// The tabs of /resources: the URL's defaultType values (the seed's press-releases and blogs, plus funding and
// events) and the resource type each one lists.
import type { ResourceType } from '@innov/contracts';

export interface TResourceTab {
  slug: string;
  type: ResourceType;
  label: string;
  description: string;
}

export const RESOURCE_TABS: TResourceTab[] = [
  {
    slug: 'press-releases',
    type: 'PRESS_RELEASE',
    label: 'Press releases',
    description: 'Company news, partnerships and announcements.',
  },
  {
    slug: 'blogs',
    type: 'INNOVATION_JOURNAL',
    label: 'Innovation journal',
    description: 'Field notes from our engineers, designers and partners.',
  },
  {
    slug: 'funding',
    type: 'INNOVATION_FUNDING',
    label: 'Funding',
    description: 'Grants, loans and tax relief for innovation in the UK.',
  },
  { slug: 'events', type: 'EVENT', label: 'Events', description: 'Demo days, roundtables and webinars.' },
];

export const DEFAULT_RESOURCE_TAB = RESOURCE_TABS[0] as TResourceTab;

export function tabBySlug(slug: string | undefined): TResourceTab | undefined {
  return RESOURCE_TABS.find((t) => t.slug === slug);
}

export function tabByType(type: string): TResourceTab | undefined {
  return RESOURCE_TABS.find((t) => t.type === type);
}

/** The public address of a tab's page (1-based page number in the URL; page 1 is left out). */
export function resourcesHref(tab: TResourceTab, page = 1): string {
  return `/resources?defaultType=${tab.slug}${page > 1 ? `&page=${page}` : ''}`;
}

export function resourceHref(id: string): string {
  return `/resources/${encodeURIComponent(id)}`;
}

const RESOURCE_PATH = /^\/resources\/([^/]+)\/?$/;

/** The resource id a path names (`resourceHref`'s inverse), or null for any other path. */
export function resourceIdFromPath(pathname: string): string | null {
  const match = RESOURCE_PATH.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    // A malformed escape names no resource.
    return '';
  }
}
