// The display settings on a public page run by islands. Each island hydrates as a root of its own, so React context
// cannot carry the settings from one to another (the gear's dot, the drawer, the toasts' side); this store, shared
// by every island, does, with the API of settings-context.tsx, which the islands build puts in its place.

import type { TSettings } from '@innov/contracts';
import {
  DEFAULT_SETTINGS,
  parseStoredSettings,
  SETTINGS_STORAGE_KEY,
  settingsDifferFromDefaults,
} from '@innov/contracts';
import { type ReactNode, useSyncExternalStore } from 'react';
import type { TSettingsContext } from '../settings/lib/settings-context.tsx';
import { applySettingsToDocument } from '../settings/lib/settings-document.ts';
import { readStoredSettings, removeStoredSettings, writeStoredSettings } from '../settings/lib/settings-storage.ts';

type TState = Pick<TSettingsContext, 'settings' | 'isInitialized' | 'openDrawer'>;

const listeners = new Set<() => void>();
let context = contextOf({ settings: DEFAULT_SETTINGS, isInitialized: false, openDrawer: false });

function contextOf(state: TState): TSettingsContext {
  return {
    ...state,
    isCustom: settingsDifferFromDefaults(state.settings),
    updateSettings: (patch) => {
      const settings = { ...context.settings, ...patch };
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
  const { settings, isInitialized, openDrawer } = context;
  context = contextOf({ settings, isInitialized, openDrawer, ...patch });
  if (context.isInitialized) applySettingsToDocument(context.settings);
  for (const listener of listeners) listener();
}

export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentSettings(): TSettingsContext {
  return context;
}

/** Applies the stored settings, once the islands have hydrated with the defaults the server rendered. */
export function startSettings(): void {
  update({ settings: readStoredSettings(), isInitialized: true });
  // Keep tabs in step: a change saved in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key === SETTINGS_STORAGE_KEY || event.key === null)
      update({ settings: parseStoredSettings(event.newValue) });
  });
}

export function SettingsProvider({ children }: { children: ReactNode }) {
  return children;
}

export function useSettings(): TSettingsContext {
  return useSyncExternalStore(subscribeSettings, currentSettings, currentSettings);
}

export type { TSettings, TSettingsContext };
