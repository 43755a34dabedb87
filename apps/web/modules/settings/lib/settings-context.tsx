'use client';
// Display settings of seed section 3: the stored eight plus the runtime-only `isInitialized` and
// `openDrawer`. The server renders the defaults; stored settings apply right after hydration.
// They live in one store of this module rather than in React context, so that the public pages' islands, each a
// root of its own (modules/islands), share them: the gear's dot, the drawer and the toasts' side read one value.
import {
  DEFAULT_SETTINGS,
  parseStoredSettings,
  SETTINGS_STORAGE_KEY,
  settingsDifferFromDefaults,
  type TSettings,
} from '@innov/contracts';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
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

type TState = Pick<TSettingsContext, 'settings' | 'isInitialized' | 'openDrawer'>;

const INITIAL: TState = { settings: DEFAULT_SETTINGS, isInitialized: false, openDrawer: false };
const listeners = new Set<() => void>();
let current = contextOf(INITIAL);
// What the server renders, and what hydration starts from.
const serverContext = current;

function contextOf(state: TState): TSettingsContext {
  return {
    ...state,
    isCustom: settingsDifferFromDefaults(state.settings),
    updateSettings: (patch) => {
      const settings = { ...current.settings, ...patch };
      writeStoredSettings(settings);
      update({ settings });
    },
    resetSettings: () => {
      removeStoredSettings();
      update({ settings: { ...DEFAULT_SETTINGS } });
    },
    onOpenDrawer: () => update({ openDrawer: true }),
    onCloseDrawer: () => update({ openDrawer: false }),
  };
}

function update(patch: Partial<TState>): void {
  const { settings, isInitialized, openDrawer } = current;
  current = contextOf({ settings, isInitialized, openDrawer, ...patch });
  // Keeps <html> in step with the settings, and marks the page as interactive with its stored settings applied.
  if (current.isInitialized) applySettingsToDocument(current.settings);
  for (const listener of listeners) listener();
}

export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentSettings(): TSettingsContext {
  return current;
}

/**
 * Applies the stored settings (once the page has hydrated with the defaults the server rendered) and keeps tabs in
 * step: a change saved in another tab applies here too. Returns the function that stops listening.
 */
export function startSettings(): () => void {
  update({ settings: readStoredSettings(), isInitialized: true });
  const onStorage = (event: StorageEvent) => {
    if (event.key === SETTINGS_STORAGE_KEY || event.key === null)
      update({ settings: parseStoredSettings(event.newValue) });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Around the pages that React runs: starts the settings after hydration. */
export function SettingsProvider({ children }: { children: ReactNode }) {
  useEffect(() => startSettings(), []);
  return children;
}

export function useSettings(): TSettingsContext {
  return useSyncExternalStore(subscribeSettings, currentSettings, () => serverContext);
}
