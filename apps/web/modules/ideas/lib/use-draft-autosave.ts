'use client';
// Saves a draft as it is typed (DraftSaver: DRAFT_AUTOSAVE_MS after typing pauses, at once on `flush()`, one save
// at a time). What is not saved yet is saved when the page is left inside the app (unmount), and the browser asks
// before a reload or a closed tab would lose it.
import { useEffect, useRef, useState } from 'react';
import { DraftSaver } from './draft-saver.ts';
import type { TSaveStatus } from './idea-form.ts';

/** How long typing must pause before the draft is saved. */
export const DRAFT_AUTOSAVE_MS = 1500;

/** `savedAt`: when the draft was last saved before the page opened (null: a new draft). */
export function useDraftAutosave(save: () => Promise<void>, enabled: boolean, savedAt: Date | null = null) {
  const [status, setStatus] = useState<TSaveStatus>(savedAt ? { kind: 'saved', at: savedAt } : { kind: 'new' });
  const saveRef = useRef(save);
  saveRef.current = save;
  const [saver] = useState(() => new DraftSaver(() => saveRef.current(), setStatus, DRAFT_AUTOSAVE_MS));

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!saver.unsaved) return;
      void saver.flush();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      saver.dispose();
    };
  }, [saver]);

  return {
    status,
    touch: () => {
      if (enabled) saver.touch();
    },
    flush: () => saver.flush(),
  };
}
