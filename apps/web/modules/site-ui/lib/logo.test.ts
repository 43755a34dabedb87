import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOGO_SRC, LOGO_TEXT, logoSvgFile } from './logo.ts';

describe('company logo', () => {
  it('the static files are written from the same paths the pages draw inline (run `npm run site-theme`)', () => {
    for (const [scheme, src] of Object.entries(LOGO_SRC) as [keyof typeof LOGO_SRC, string][]) {
      const file = readFileSync(new URL(`../../../public${src}`, import.meta.url), 'utf8');
      expect(file).toBe(logoSvgFile(scheme));
    }
  });

  it('writes the wordmark in a colour readable on each scheme', () => {
    expect(logoSvgFile('dark')).toContain(`fill="${LOGO_TEXT.dark}"`);
    expect(logoSvgFile('light')).toContain(`fill="${LOGO_TEXT.light}"`);
    expect(logoSvgFile('light')).not.toContain(LOGO_TEXT.dark);
  });
});
