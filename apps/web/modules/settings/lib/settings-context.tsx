'use client';
// Display settings of seed section 3: the stored eight plus the runtime-only `isInitialized` and
// `openDrawer`. The server renders the defaults; stored settings apply right after hydration.
import {
  DEFAULT_SETTINGS,
  parseStoredSettings,
  SETTINGS_STORAGE_KEY,
  settingsDifferFromDefaults,
  type TSettings,
} from '@innov/contracts';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { applySettingsToDocument } from './settings-document.ts';
import { readStoredSettings, removeStoredSettings, writeStoredSettings } from './settings-storage.ts';

export interface TSettingsContext {
  settings: TSettings;
  /** False until the stored settings have been read in the browser. */
  isInitialized: boolean;
  /** Whether the settings drawer is open. */
  openDrawer: boolean;
  /** Whether any setting differs from the defaults. */
  isCustom: boolean;
  updateSettings: (patch: Partial<TSettings>) => void;
  /** Removes the stored settings and restores the defaults. */
  resetSettings: () => void;
  onOpenDrawer: () => void;
  onCloseDrawer: () => void;
}

const SettingsContext = createContext<TSettingsContext | null>(null);

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<TSettings>(DEFAULT_SETTINGS);
  const [isInitialized, setIsInitialized] = useState(false);
  const [openDrawer, setOpenDrawer] = useState(false);

  useEffect(() => {
    setSettings(readStoredSettings());
    setIsInitialized(true);
    // Keep tabs in step: a change saved in another tab applies here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === SETTINGS_STORAGE_KEY || event.key === null) setSettings(parseStoredSettings(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Keeps <html> in step with the settings, and marks the page as interactive with its stored settings applied.
  useEffect(() => {
    if (isInitialized) applySettingsToDocument(settings);
  }, [isInitialized, settings]);

  const updateSettings = useCallback((patch: Partial<TSettings>) => {
    setSettings((previous) => {
      const next = { ...previous, ...patch };
      writeStoredSettings(next);
      return next;
    });
  }, []);

  const resetSettings = useCallback(() => {
    removeStoredSettings();
    setSettings({ ...DEFAULT_SETTINGS });
  }, []);

  const onOpenDrawer = useCallback(() => setOpenDrawer(true), []);
  const onCloseDrawer = useCallback(() => setOpenDrawer(false), []);

  const value = useMemo<TSettingsContext>(
    () => ({
      settings,
      isInitialized,
      openDrawer,
      isCustom: settingsDifferFromDefaults(settings),
      updateSettings,
      resetSettings,
      onOpenDrawer,
      onCloseDrawer,
    }),
    [settings, isInitialized, openDrawer, updateSettings, resetSettings, onOpenDrawer, onCloseDrawer],
  );

  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): TSettingsContext {
  const context = useContext(SettingsContext);
  if (!context) throw new Error('useSettings must be used inside <SettingsProvider>.');
  return context;
}
