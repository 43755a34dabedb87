import { SETTINGS_STORAGE_KEY } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import { settingsScript } from './settings-script.ts';

/** Runs the <head> script against a stand-in document and storage; returns what it set on <html>. */
function run(stored: string | null, storageThrows = false) {
  const attributes: Record<string, string> = {};
  const style: Record<string, string> = {};
  const documentElement = {
    style,
    setAttribute: (name: string, value: string) => {
      attributes[name] = value;
    },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('storage disabled');
      return key === SETTINGS_STORAGE_KEY ? stored : null;
    },
  };
  new Function('document', 'localStorage', settingsScript())({ documentElement }, localStorage);
  return { scheme: attributes['data-mui-color-scheme'], dir: attributes.dir, colorScheme: style.colorScheme };
}

describe('settingsScript', () => {
  it('applies the defaults when nothing is stored', () => {
    expect(run(null)).toEqual({ scheme: 'dark', dir: 'ltr', colorScheme: 'dark' });
  });

  it('applies the stored palette mode and direction', () => {
    const stored = JSON.stringify({ paletteMode: 'light', direction: 'rtl', colorPreset: 'blue' });
    expect(run(stored)).toEqual({ scheme: 'light', dir: 'rtl', colorScheme: 'light' });
  });

  it('ignores invalid values, broken JSON and unavailable storage', () => {
    expect(run(JSON.stringify({ paletteMode: 'sepia', direction: 'up' }))).toEqual({
      scheme: 'dark',
      dir: 'ltr',
      colorScheme: 'dark',
    });
    expect(run('{not json')).toEqual({ scheme: 'dark', dir: 'ltr', colorScheme: 'dark' });
    expect(run('"light"')).toEqual({ scheme: 'dark', dir: 'ltr', colorScheme: 'dark' });
    expect(run(null, true)).toEqual({ scheme: 'dark', dir: 'ltr', colorScheme: 'dark' });
  });
});
