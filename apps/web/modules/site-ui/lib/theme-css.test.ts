import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemePalette } from '../../theme/lib/palette.ts';
import { channel, siteThemeCss } from './theme-css.ts';

describe('site theme CSS', () => {
  it('is the committed theme.css (run `npm run site-theme` after changing the palette)', () => {
    const committed = readFileSync(new URL('../theme.css', import.meta.url), 'utf8');
    expect(committed).toBe(siteThemeCss());
  });

  it('writes colour channels the way MUI does', () => {
    expect(channel('#16A34A')).toBe('22 163 74');
    expect(channel('#fff')).toBe('255 255 255');
  });

  it('gives every preset its own primary colour in both modes and contrasts', () => {
    const css = siteThemeCss();
    const blueDarkHigh = schemePalette('blue', 'dark', 'high').primary.main;
    expect(css).toContain(
      `:root[data-mui-color-scheme="dark"][data-contrast="high"][data-color-preset="blue"]{--mui-palette-primary-main:${blueDarkHigh};`,
    );
    const greenLight = schemePalette('green', 'light', 'normal');
    expect(css).toContain(`--mui-palette-background-default:${greenLight.background.default}`);
  });
});
