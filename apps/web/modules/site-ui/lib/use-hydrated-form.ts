'use client';
// The public forms are server-rendered, so a visitor can type into them before React has hydrated the page (on a
// slow phone that can take seconds). Two things must hold in that window:
// - Nothing is lost: on hydration, every control whose value differs from the one rendered is handed to the form,
//   whose state then matches what the visitor sees (a controlled input would otherwise submit its empty state).
// - Nothing is sent natively: until hydration the submit button is disabled, so neither a click nor Enter can submit
//   the form as a plain GET, which would put what was typed (an e-mail address, a message) into the address bar, the
//   history and the server's logs. `data-hydrating` keeps the button looking ready meanwhile (site.css).
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * Where the islands runtime keeps a textarea's text typed before hydration: Preact, unlike React, writes a
 * textarea's value while hydrating, so the islands script (modules/islands/boot.tsx) records it here first.
 */
export const EARLY_VALUE_ATTRIBUTE = 'data-early-value';

/** Records the text typed into the textareas under `root` before hydration (see EARLY_VALUE_ATTRIBUTE). */
export function rememberTypedText(root: Element): void {
  for (const textarea of Array.from(root.querySelectorAll('textarea'))) {
    if (textarea.value !== textarea.defaultValue) textarea.setAttribute(EARLY_VALUE_ATTRIBUTE, textarea.value);
  }
}

/** A control the visitor changed before hydration: its name, and its value (a checkbox's is its checked state). */
export interface TEarlyInput {
  name: string;
  value: string | boolean;
}

/** The named controls of `form` whose value is no longer the one the server rendered. */
export function earlyInputs(form: HTMLFormElement | null): TEarlyInput[] {
  if (!form) return [];
  const found: TEarlyInput[] = [];
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLInputElement && el.name) {
      if (el.type === 'checkbox') {
        if (el.checked !== el.defaultChecked) found.push({ name: el.name, value: el.checked });
      } else if (el.type === 'radio') {
        if (el.checked && !el.defaultChecked) found.push({ name: el.name, value: el.value });
      } else if (el.value !== el.defaultValue) {
        found.push({ name: el.name, value: el.value });
      }
    } else if (el instanceof HTMLTextAreaElement && el.name) {
      const value = el.getAttribute(EARLY_VALUE_ATTRIBUTE) ?? el.value;
      el.removeAttribute(EARLY_VALUE_ATTRIBUTE);
      if (value !== el.defaultValue) found.push({ name: el.name, value });
    } else if (el instanceof HTMLSelectElement && el.name) {
      const rendered = Array.from(el.options).find((o) => o.defaultSelected) ?? el.options[0];
      if (rendered && el.value !== rendered.value) found.push({ name: el.name, value: el.value });
    }
  }
  return found;
}

/**
 * Adopts what was typed before hydration (see above). Returns the props of the form's submit button, to spread on it
 * with `busy` true while the form is sending.
 */
export function useHydratedForm(
  form: RefObject<HTMLFormElement | null>,
  adopt: (input: TEarlyInput) => void,
): (busy: boolean) => { disabled: boolean; 'data-hydrating'?: '' } {
  const [hydrated, setHydrated] = useState(false);
  const adoptOnce = useRef(adopt);
  // A layout effect: it runs right after hydration, before any re-render could write the (empty) state back into
  // the controls.
  useLayoutEffect(() => {
    for (const input of earlyInputs(form.current)) adoptOnce.current(input);
    setHydrated(true);
  }, [form]);
  return (busy) => (hydrated ? { disabled: busy } : { disabled: true, 'data-hydrating': '' });
}
