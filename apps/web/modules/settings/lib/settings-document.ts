// Keeps <html> in step with the display settings (the public pages are styled by these attributes alone), and marks
// the page as interactive with its stored settings applied (tests and styles can rely on it). Used by the settings
// context on pages run by React, and by the islands' settings store on public pages.
import type { TSettings } from '@innov/contracts';
import { schemeBackground } from '../../theme/lib/palette.ts';
import { settingsAttributes } from './settings-script.ts';

export function applySettingsToDocument(settings: TSettings): void {
  const root = document.documentElement;
  // Only what changed: the head script has already set the stored values, and rewriting an attribute of <html>
  // makes the browser restyle the whole page.
  for (const [name, value] of Object.entries(settingsAttributes(settings))) {
    if (root.getAttribute(name) !== value) root.setAttribute(name, value);
  }
  if (root.style.colorScheme !== settings.paletteMode) root.style.colorScheme = settings.paletteMode;
  root.setAttribute('data-settings-initialized', 'true');
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    const background = schemeBackground(settings.paletteMode, settings.contrast);
    if (meta.getAttribute('content') !== background) meta.setAttribute('content', background);
  }
}
