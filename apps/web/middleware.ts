// Two gates before a page renders, and the error pages' status codes.
// - The dashboard (and the back-office, /admin): a visitor without a valid session is sent to the login page, with the page they asked for
//   as returnTo, before any dashboard HTML is rendered. Tokens are verified with jose against the identity
//   service's JWKS (Amplify's server runner accepts only AWS's own issuers).
// - A resource page: an unknown or unpublished id is the site's 404 page, rendered on the server with status 404
//   (modules/resources/lib/resource-gate.ts).
// - The error pages: /401 and /500 (rendered by /server-error) answer with their status codes.
// Node.js runtime: the gates reach the identity and data services over this process's loopback port.
import { type NextRequest, NextResponse } from 'next/server';
import { checkDashboardSession } from './modules/dashboard/lib/check-dashboard-session.ts';
import { DASHBOARD_HREF } from './modules/dashboard/lib/navigation.ts';
import { loginPathFor } from './modules/dashboard/lib/session-decision.ts';
import { errorPageRoute } from './modules/errors/lib/error-content.ts';
import { resourceMayExist } from './modules/resources/lib/resource-gate.ts';
import { resourceIdFromPath } from './modules/resources/lib/resource-types.ts';

const ADMIN_ROOT = '/admin';

/** A path no route matches: rewriting to it renders the site's 404 page (app/global-not-found.tsx). */
const NOT_FOUND_PATH = '/404';

export async function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === DASHBOARD_HREF || pathname.startsWith(`${DASHBOARD_HREF}/`)) return dashboardGate(request);
  // The back-office: the same session gate (its layout then lets only platform admins in).
  if (pathname === ADMIN_ROOT || pathname.startsWith(`${ADMIN_ROOT}/`)) return dashboardGate(request);
  const errorPage = errorPageRoute(pathname);
  if (errorPage) return NextResponse.rewrite(new URL(errorPage.page, request.url), { status: errorPage.status });
  const resourceId = resourceIdFromPath(pathname);
  if (resourceId !== null && !(await resourceMayExist(resourceId))) {
    return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  }
  return NextResponse.next();
}

async function dashboardGate(request: NextRequest) {
  let decision: Awaited<ReturnType<typeof checkDashboardSession>>;
  try {
    decision = await checkDashboardSession(request.cookies.getAll());
  } catch (error) {
    // The identity service could not be asked: neither let the page through nor send a maybe-signed-in
    // visitor to the login page (which would send them back here).
    console.error('dashboard session check failed', error);
    return new NextResponse('The sign-in check is unavailable at the moment. Please retry in a few seconds.', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '5' },
    });
  }
  if (decision === 'redirect') {
    const { pathname, search } = request.nextUrl;
    const target = new URL(loginPathFor(pathname, search), request.url);
    const response = NextResponse.redirect(target, 307);
    response.headers.set('cache-control', 'no-store');
    return response;
  }
  const response = NextResponse.next();
  response.headers.set('cache-control', 'private, no-store');
  return response;
}

export const config = {
  matcher: [
    '/dashboard',
    '/dashboard/:path*',
    '/admin',
    '/admin/:path*',
    '/resources/:resourceId',
    '/401',
    '/500',
    '/server-error',
  ],
  runtime: 'nodejs',
};
