'use client';
// Saves a draft as it is typed: `touch()` after each change starts a wait of DRAFT_AUTOSAVE_MS (a new change
// restarts it), `flush()` saves at once (a field losing the focus, before submitting). One save runs at a time;
// changes made meanwhile are saved right after it. What is not saved yet is saved when the page is left inside
// the app (unmount), and the browser asks before a reload or a closed tab would lose it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import type { TSaveStatus } from './idea-form.ts';

/** How long typing must pause before the draft is saved. */
export const DRAFT_AUTOSAVE_MS = 1500;

export function useDraftAutosave(save: () => Promise<void>, enabled: boolean, saved = false) {
  const [status, setStatus] = useState<TSaveStatus>(saved ? { kind: 'saved', at: new Date() } : { kind: 'new' });
  const dirty = useRef(false);
  const running = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    while (running.current) await running.current;
    if (!dirty.current) return true;
    dirty.current = false;
    setStatus({ kind: 'saving' });
    let ok = true;
    const attempt = saveRef
      .current()
      .then(() => setStatus({ kind: 'saved', at: new Date() }))
      .catch((error: unknown) => {
        ok = false;
        dirty.current = true;
        setStatus({ kind: 'error', message: toErrorMessage(error) });
      });
    running.current = attempt;
    await attempt;
    running.current = null;
    // Typed while saving: save that too.
    if (ok && dirty.current) return flush();
    return ok;
  }, []);

  const touch = useCallback(() => {
    if (!enabled) return;
    dirty.current = true;
    setStatus({ kind: 'pending' });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), DRAFT_AUTOSAVE_MS);
  }, [enabled, flush]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty.current && !running.current) return;
      void flush();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      if (timer.current) clearTimeout(timer.current);
      // Left for another page of the app: what was typed last is saved on the way out.
      if (dirty.current) void saveRef.current().catch(() => undefined);
    };
  }, [flush]);

  return { status, touch, flush, hasUnsaved: () => dirty.current || Boolean(running.current) };
}
