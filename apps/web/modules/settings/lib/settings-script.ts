// The inline script in <head> that applies the stored display settings to <html> before first paint, so a
// visitor who chose the light theme, another colour preset, high contrast or right-to-left never sees a flash
// of the defaults. The public pages are styled by these attributes alone (modules/site-ui/theme.css).
import { DEFAULT_SETTINGS, SETTINGS_OPTIONS, SETTINGS_STORAGE_KEY, type TSettings } from '@innov/contracts';
import { COLOR_SCHEME_ATTRIBUTE } from '../../theme/lib/theme-constants.ts';

/** The settings that become attributes of <html>, and the attribute each one sets. */
export const SETTINGS_ATTRIBUTES = {
  paletteMode: COLOR_SCHEME_ATTRIBUTE,
  direction: 'dir',
  colorPreset: 'data-color-preset',
  contrast: 'data-contrast',
  navColor: 'data-nav-color',
  stretch: 'data-stretch',
} as const satisfies Partial<Record<keyof TSettings, string>>;

/** The <html> attributes for the given settings (the server renders them for the defaults). */
export function settingsAttributes(settings: TSettings): Record<string, string> {
  return Object.fromEntries(
    Object.entries(SETTINGS_ATTRIBUTES).map(([key, attribute]) => [
      attribute,
      String(settings[key as keyof typeof SETTINGS_ATTRIBUTES]),
    ]),
  );
}

export function settingsScript(): string {
  const key = JSON.stringify(SETTINGS_STORAGE_KEY);
  const fields = JSON.stringify(
    Object.entries(SETTINGS_ATTRIBUTES).map(([name, attribute]) => [
      name,
      attribute,
      SETTINGS_OPTIONS[name as keyof typeof SETTINGS_ATTRIBUTES],
      DEFAULT_SETTINGS[name as keyof typeof SETTINGS_ATTRIBUTES],
    ]),
  );
  return `(function(){var d=document.documentElement,s=null,f=${fields};try{s=JSON.parse(localStorage.getItem(${key})||"null");}catch(e){}if(!s||typeof s!=="object")s={};for(var i=0;i<f.length;i++){var v=s[f[i][0]];if(f[i][2].indexOf(v)<0)v=f[i][3];d.setAttribute(f[i][1],String(v));}d.style.colorScheme=d.getAttribute(${JSON.stringify(COLOR_SCHEME_ATTRIBUTE)});})();`;
}
