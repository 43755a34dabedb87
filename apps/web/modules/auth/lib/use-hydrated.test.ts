// The auth forms' submit buttons are disabled in the server's HTML (useHydrated is false there), so a press before
// hydration cannot send the e-mail and password natively as a GET into the address bar.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated.ts';

function SubmitProbe() {
  const hydrated = useHydrated();
  return createElement('button', { type: 'submit', disabled: !hydrated }, 'Sign in');
}

describe('useHydrated', () => {
  it('is false in the server-rendered HTML, so the submit button ships disabled', () => {
    expect(renderToString(createElement(SubmitProbe))).toContain('disabled=""');
  });
});
