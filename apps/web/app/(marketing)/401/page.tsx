import { LogIn } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ErrorView } from '../../../modules/errors/components/error-view.tsx';
import { ERROR_CONTENT, errorPageMetadata } from '../../../modules/errors/lib/error-content.ts';
import { SIGN_IN_HREF } from '../../../modules/marketing/lib/navigation.ts';

// Served with status 401 (middleware.ts).
export const metadata: Metadata = errorPageMetadata(401);
// Rendered per request, so the middleware's status code applies: the server would send a prerendered page as it was
// built, with 200.
export const dynamic = 'force-dynamic';

export default function UnauthorizedPage() {
  return (
    <ErrorView
      content={ERROR_CONTENT[401]}
      actions={
        <Link href={SIGN_IN_HREF} prefetch={false} className="s-btn s-btn--contained s-btn--lg">
          <LogIn className="s-icon" aria-hidden />
          Sign in
        </Link>
      }
    />
  );
}
