// The inline script in <head> that applies the stored palette mode and direction before first paint,
// so a visitor who chose the light theme or right-to-left never sees a flash of the defaults.
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY } from '@innov/contracts';
import { COLOR_SCHEME_ATTRIBUTE } from '../../theme/lib/theme-constants.ts';

export function settingsScript(): string {
  const key = JSON.stringify(SETTINGS_STORAGE_KEY);
  const attribute = JSON.stringify(COLOR_SCHEME_ATTRIBUTE);
  const defaultMode = JSON.stringify(DEFAULT_SETTINGS.paletteMode);
  const defaultDirection = JSON.stringify(DEFAULT_SETTINGS.direction);
  return `(function(){var d=document.documentElement,m=${defaultMode},r=${defaultDirection};try{var s=JSON.parse(localStorage.getItem(${key})||"null");if(s&&typeof s==="object"){if(s.paletteMode==="light"||s.paletteMode==="dark")m=s.paletteMode;if(s.direction==="ltr"||s.direction==="rtl")r=s.direction;}}catch(e){}d.setAttribute(${attribute},m);d.style.colorScheme=m;d.setAttribute("dir",r);})();`;
}
