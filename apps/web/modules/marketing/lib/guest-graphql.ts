// Guest calls from the public forms (enquiry, newsletter, survey, referral codes). Islands import this small
// module only: the request builder, the error mapper and Amplify come with guest-call.ts, imported on first
// focus or submit, so a public page's scripts stay light until a visitor uses a form.
//
// Usage:
//   const result = await guestCall<{ status: string }>(SUBSCRIBE_TO_NEWSLETTER, { input: { email } });
//   if (result.error) showError(result.error.field, result.error.message); else use(result.data);
import type { FunctionSpec } from '../../data/lib/requests.ts';
import type { TGuestResult } from './guest-call.ts';

export type { TGuestResult };

const load = () => import('./guest-call.ts');

/** Calls a data-service function as a guest; never throws (a failure is the result's error). */
export async function guestCall<T>(fn: FunctionSpec, variables: Record<string, unknown>): Promise<TGuestResult<T>> {
  let module: Awaited<ReturnType<typeof load>>;
  try {
    module = await load();
  } catch (error) {
    // The call's code could not be loaded (offline, a new deployment): the browser's reason is all there is.
    return { error: { message: (error as Error).message } };
  }
  return module.callAsGuest<T>(fn, variables);
}

/** Starts loading the call's code and Amplify in the background (on a form's first focus). */
export function preloadGuestCall(): void {
  void load()
    .then((m) => m.preloadGuestClient())
    .catch(() => {});
}
