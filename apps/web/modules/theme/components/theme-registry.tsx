'use client';
// Emotion cache (server-inserted styles, right-to-left when chosen), the MUI theme built from the
// display settings, and the effects that keep <html> in step with them.
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { DEFAULT_SETTINGS } from '@innov/contracts';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v15-appRouter';
import type { StorageManager } from '@mui/system/cssVars';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useSettings } from '../../settings/lib/settings-context.tsx';
import { readStoredSettings } from '../../settings/lib/settings-storage.ts';
import { createAppTheme } from '../lib/create-app-theme.ts';
import { getRtlCache } from '../lib/rtl-cache.ts';

const MODE_STORAGE_KEY = 'app.settings.paletteMode';

// MUI reads the initial mode through this manager, so its first client render agrees with the mode the
// <head> script applied. Writes go through the settings provider, which owns `app.settings`.
const settingsModeStorage: StorageManager = ({ key }) => ({
  get: (defaultValue) => (key === MODE_STORAGE_KEY ? readStoredSettings().paletteMode : defaultValue),
  set: () => {},
  subscribe: () => () => {},
});

function DirectionalCacheProvider({ value, children }: { value: EmotionCache; children?: ReactNode }) {
  const { settings } = useSettings();
  return <CacheProvider value={settings.direction === 'rtl' ? getRtlCache() : value}>{children}</CacheProvider>;
}

/** Tells MUI the palette mode once the stored settings are known (SettingsProvider sets the <html> attributes). */
function ColorSchemeSync() {
  const { settings, isInitialized } = useSettings();
  const { setMode } = useColorScheme();
  const { paletteMode } = settings;

  useEffect(() => {
    if (isInitialized) setMode(paletteMode);
  }, [isInitialized, paletteMode, setMode]);

  return null;
}

export interface TThemeRegistryProps {
  children: ReactNode;
  /** Emotion cache key; an island beside another registry (the settings drawer on any page) uses its own. */
  cacheKey?: string;
  /** Whether to apply MUI's CssBaseline (the public pages have their own base styles). */
  baseline?: boolean;
}

export function ThemeRegistry({ children, cacheKey = 'mui', baseline = true }: TThemeRegistryProps) {
  const { settings } = useSettings();
  const { colorPreset, contrast, direction, responsiveFontSizes } = settings;
  const theme = useMemo(
    () => createAppTheme({ colorPreset, contrast, direction, responsiveFontSizes }),
    [colorPreset, contrast, direction, responsiveFontSizes],
  );

  return (
    <AppRouterCacheProvider options={{ key: cacheKey }} CacheProvider={DirectionalCacheProvider}>
      <ThemeProvider
        theme={theme}
        defaultMode={DEFAULT_SETTINGS.paletteMode}
        modeStorageKey={MODE_STORAGE_KEY}
        storageManager={settingsModeStorage}
        disableTransitionOnChange
      >
        {baseline ? <CssBaseline enableColorScheme /> : null}
        <ColorSchemeSync />
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
