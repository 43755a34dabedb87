'use client';
// A value that follows `value` once it has stayed the same for `ms` (a search field asks the server when the
// typing pauses, not at every key).
import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 250;

export function useDebounced<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const handle = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(handle);
  }, [value, ms]);
  return settled;
}

/**
 * A search field's text kept in step with the search its page holds in the URL (`urlSearch`): what is typed reaches
 * `commit` once typing pauses, and a URL changed elsewhere (back, a link) replaces the text. Answers the text and
 * its setter, for the field.
 */
export function useUrlSearch(urlSearch: string, commit: (search: string) => void): [string, (text: string) => void] {
  const [input, setInput] = useState(urlSearch);
  const search = useDebounced(input.trim());
  useEffect(() => {
    if (search !== urlSearch) commit(search);
  }, [search]);
  useEffect(() => {
    if (urlSearch !== input.trim()) setInput(urlSearch);
  }, [urlSearch]);
  return [input, setInput];
}
