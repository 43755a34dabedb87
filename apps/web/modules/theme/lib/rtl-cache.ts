// The emotion cache for right-to-left: stylis-plugin-rtl flips left/right in every generated rule.
import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

let rtlCache: EmotionCache | undefined;

export function getRtlCache(): EmotionCache {
  rtlCache ??= createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
  return rtlCache;
}
