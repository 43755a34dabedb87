// What the error pages say, per status code.
import { SITE } from '@innov/contracts';
import type { Metadata } from 'next';

export interface TErrorContent {
  code: 401 | 404 | 500;
  title: string;
  description: string;
}

export const ERROR_CONTENT = {
  401: {
    code: 401,
    title: 'Sign in required',
    description:
      'This page is only for signed-in members, or your account does not have access to it. Sign in with the account that was invited, or go back to the home page.',
  },
  404: {
    code: 404,
    title: 'Page not found',
    description:
      'The page you are looking for does not exist or has moved. Check the address, or start again from the home page.',
  },
  500: {
    code: 500,
    title: 'Something went wrong',
    description: `An unexpected error stopped this page on our side. Please try again in a moment; if it keeps happening, write to ${SITE.email}.`,
  },
} as const satisfies Record<number, TErrorContent>;

/** Where an error page is asked for: the page that renders it and the status it answers with. */
export interface TErrorPageRoute {
  page: string;
  status: 401 | 500;
}

// Next reserves the /500 route for its own page: the public /500 page lives at /server-error.
const ERROR_PAGE_ROUTES = new Map<string, TErrorPageRoute>([
  ['/401', { page: '/401', status: 401 }],
  ['/500', { page: '/server-error', status: 500 }],
  ['/server-error', { page: '/server-error', status: 500 }],
]);

/** The error page asked for at `pathname`, if it is one (middleware.ts gives it its status code). */
export function errorPageRoute(pathname: string): TErrorPageRoute | undefined {
  return ERROR_PAGE_ROUTES.get(pathname);
}

/** An error page's metadata: its title, and kept out of search results. */
export function errorPageMetadata(code: TErrorContent['code']): Metadata {
  return { title: ERROR_CONTENT[code].title, robots: { index: false } };
}
