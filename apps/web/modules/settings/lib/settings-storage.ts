// Reads and writes the display settings in localStorage under `app.settings`. Storage can be missing
// or throw (private windows, disabled cookies); the app then runs on defaults without persisting.
import { DEFAULT_SETTINGS, parseStoredSettings, SETTINGS_STORAGE_KEY, type TSettings } from '@innov/contracts';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStoredSettings(): TSettings {
  try {
    return parseStoredSettings(storage()?.getItem(SETTINGS_STORAGE_KEY));
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

export function writeStoredSettings(settings: TSettings): void {
  try {
    storage()?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Quota exceeded or storage disabled: the settings still apply for this visit.
  }
}

export function removeStoredSettings(): void {
  try {
    storage()?.removeItem(SETTINGS_STORAGE_KEY);
  } catch {
    // Storage disabled: nothing was stored.
  }
}
