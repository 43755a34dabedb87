// Toasts from the public pages' islands. The toast library (and its CSS-in-JS) loads on the first toast, not with
// the page, so a public page's start-up runs no toast code; `TOAST_EVENT` asks the root to mount the toaster.
export const TOAST_EVENT = 'innov:toast';

export type TNotifyKind = 'success' | 'error';

export async function notify(kind: TNotifyKind, text: string): Promise<void> {
  window.dispatchEvent(new Event(TOAST_EVENT));
  const { toast } = await import('react-hot-toast');
  toast[kind](text);
}
