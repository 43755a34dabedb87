// @mui/material-nextjs's AppRouterCacheProvider on a public page run by islands: nothing is rendered on the server
// there (the drawer loads on demand), so it only needs an Emotion cache of its own, created once.
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider as EmotionCacheProvider } from '@emotion/react';
import { type ComponentType, type ReactNode, useState } from 'react';

type TCacheProviderProps = { value: EmotionCache; children?: ReactNode };

export function AppRouterCacheProvider({
  options,
  CacheProvider = EmotionCacheProvider,
  children,
}: {
  options?: { key?: string };
  CacheProvider?: ComponentType<TCacheProviderProps>;
  children: ReactNode;
}) {
  const [cache] = useState(() => createCache({ key: options?.key ?? 'mui' }));
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
