// Guest calls to the data service from public forms (enquiry, newsletter, survey, referral codes), signed with
// the identity pool's guest credentials (AppSync iam mode) as the seed's client does. Amplify is imported on
// first use only, so a public page's initial bundle carries no auth library.
import { DATA_MESSAGES } from '@innov/contracts';
import { appErrorMessage } from '../../data/lib/error-message.ts';

const UNKNOWN = DATA_MESSAGES.unrecognised;

/** The user-facing text of a data-service error: the message without its `input.field:` prefix. */
export function errorText(error: unknown): string {
  const errors = (error as { errors?: { message?: string }[] } | null)?.errors;
  const raw = errors?.[0]?.message ?? (error instanceof Error ? error.message : undefined);
  if (!raw) return UNKNOWN;
  // The data service's business errors arrive as AppError JSON: the user reads their message.
  return (appErrorMessage(raw) ?? raw).replace(/^input\.\w+:\s*/, '').replace(/^./, (c) => c.toUpperCase());
}

export async function guestGraphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const [{ ensureAmplifyConfigured }, { generateClient }] = await Promise.all([
    import('../../amplify/lib/configure.ts'),
    import('aws-amplify/api'),
  ]);
  await ensureAmplifyConfigured();
  const result = (await generateClient().graphql({ query, variables: variables as never, authMode: 'iam' })) as {
    data: T;
    errors?: { message: string }[];
  };
  if (result.errors?.length) throw result;
  return result.data;
}

/** Starts loading Amplify in the background (on first focus of a form), so submitting does not wait for it. */
export function preloadGuestGraphql(): void {
  void import('../../amplify/lib/configure.ts').then((m) => m.ensureAmplifyConfigured()).catch(() => {});
  void import('aws-amplify/api').catch(() => {});
}
