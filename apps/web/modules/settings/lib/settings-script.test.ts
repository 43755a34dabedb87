import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import { settingsAttributes, settingsScript } from './settings-script.ts';

/** Runs the <head> script against a stand-in document and storage; returns what it set on <html>. */
function run(stored: string | null, storageThrows = false) {
  const attributes: Record<string, string> = {};
  const style: Record<string, string> = {};
  const documentElement = {
    style,
    setAttribute: (name: string, value: string) => {
      attributes[name] = value;
    },
    getAttribute: (name: string) => attributes[name] ?? null,
  };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('storage disabled');
      return key === SETTINGS_STORAGE_KEY ? stored : null;
    },
  };
  new Function('document', 'localStorage', settingsScript())({ documentElement }, localStorage);
  return {
    scheme: attributes['data-mui-color-scheme'],
    dir: attributes.dir,
    colorScheme: style.colorScheme,
    attributes,
  };
}

describe('settingsScript', () => {
  it('applies the defaults when nothing is stored', () => {
    expect(run(null)).toMatchObject({ scheme: 'dark', dir: 'ltr', colorScheme: 'dark' });
    expect(run(null).attributes).toEqual(settingsAttributes(DEFAULT_SETTINGS));
  });

  it('applies the stored palette mode and direction', () => {
    const stored = JSON.stringify({ paletteMode: 'light', direction: 'rtl', colorPreset: 'blue' });
    expect(run(stored)).toMatchObject({ scheme: 'light', dir: 'rtl', colorScheme: 'light' });
    expect(run(stored).attributes['data-color-preset']).toBe('blue');
    const more = JSON.stringify({ contrast: 'high', stretch: true, navColor: 'discrete' });
    expect(run(more).attributes).toMatchObject({
      'data-contrast': 'high',
      'data-stretch': 'true',
      'data-nav-color': 'discrete',
    });
  });

  it('ignores invalid values, broken JSON and unavailable storage', () => {
    expect(run(JSON.stringify({ paletteMode: 'sepia', direction: 'up' }))).toMatchObject({
      scheme: 'dark',
      dir: 'ltr',
      colorScheme: 'dark',
    });
    expect(run('{not json')).toMatchObject({ scheme: 'dark', dir: 'ltr', colorScheme: 'dark' });
    expect(run('"light"')).toMatchObject({ scheme: 'dark', dir: 'ltr', colorScheme: 'dark' });
    expect(run(null, true)).toMatchObject({ scheme: 'dark', dir: 'ltr', colorScheme: 'dark' });
  });
});
