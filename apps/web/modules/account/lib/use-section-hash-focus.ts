'use client';
// Deep links to a section of a page of sections (`/dashboard/account#security`): the section is scrolled to and its
// heading (`<id>-heading`, focusable with tabIndex -1) focused, so that keyboard and screen-reader users start there
// too. The sections load their data after the page renders and grow as they do, so it waits until the section and
// every section above it in the page have settled (none aria-busy), at most SETTLE_TIMEOUT_MS. The same happens when
// the address's section changes while the page is open: a link to `#<id>` (hashchange) or the app's own links, which
// change the address with history.pushState (seen through the Navigation API where the browser has it).
import { type RefObject, useEffect } from 'react';

/** The part of the Navigation API used here (not in TypeScript's DOM library yet). */
type TNavigation = EventTarget;

/** Longer than any section's first load takes; the section is shown then even if one above is still loading. */
const SETTLE_TIMEOUT_MS = 10_000;

/** Whether a section above `section` in `root`, or `section` itself, is still loading. */
function loadingAbove(root: HTMLElement, section: HTMLElement): boolean {
  for (const busy of root.querySelectorAll('[aria-busy="true"]')) {
    if (busy === section || section.contains(busy) || busy.contains(section)) return true;
    if (busy.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING) return true;
  }
  return false;
}

/** Brings the section `id` of `root` into view with its heading focused once settled; returns a cancel function. */
function landOnSection(root: HTMLElement, id: string): () => void {
  const land = (evenIfLoading: boolean): boolean => {
    const section = document.getElementById(id);
    if (!section || !root.contains(section)) return false;
    if (!evenIfLoading && loadingAbove(root, section)) return false;
    section.scrollIntoView({ block: 'start' });
    (document.getElementById(`${id}-heading`) ?? section).focus({ preventScroll: true });
    return true;
  };
  if (land(false)) return () => undefined;
  const observer = new MutationObserver(() => {
    if (land(false)) stop();
  });
  const timer = window.setTimeout(() => {
    land(true);
    stop();
  }, SETTLE_TIMEOUT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  return stop;
}

/** The section id the address names, or '' (a malformed escape names none). */
function hashId(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return '';
  }
}

/** Lands on the section the address names (`#<id>`) inside `rootRef`, on arrival and at each change of the hash. */
export function useSectionHashFocus(rootRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let cancel: (() => void) | undefined;
    let followed = '';
    const follow = () => {
      const id = hashId();
      // The app replaces its history entry for its own bookkeeping: only a new section counts.
      if (id === followed) return;
      followed = id;
      cancel?.();
      cancel = undefined;
      const root = rootRef.current;
      if (!root || !id) return;
      // Two frames on: after the browser's own handling of a fragment navigation, which scrolls to the section and,
      // the section not being focusable, clears the focus (Chrome's ElementFragmentAnchor) once laid out.
      let stopLanding: (() => void) | undefined;
      let frame = window.requestAnimationFrame(() => {
        frame = window.requestAnimationFrame(() => {
          stopLanding = landOnSection(root, id);
        });
      });
      cancel = () => {
        window.cancelAnimationFrame(frame);
        stopLanding?.();
      };
    };
    follow();
    const navigation = (window as { navigation?: TNavigation }).navigation;
    window.addEventListener('hashchange', follow);
    navigation?.addEventListener('currententrychange', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      navigation?.removeEventListener('currententrychange', follow);
      cancel?.();
    };
  }, [rootRef]);
}
