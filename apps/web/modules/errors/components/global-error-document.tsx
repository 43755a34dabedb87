'use client';
// The whole document for a failure of the root layout. Plain HTML and CSS: the theme and providers may
// be what failed. Colours come from the default palettes and follow the stored palette mode.
import { DEFAULT_SETTINGS, SITE } from '@innov/contracts';
import { useEffect } from 'react';
import { settingsScript } from '../../settings/lib/settings-script.ts';
import { schemePalette } from '../../theme/lib/palette.ts';
import { COLOR_SCHEME_ATTRIBUTE } from '../../theme/lib/theme-constants.ts';
import { ERROR_CONTENT } from '../lib/error-content.ts';
import type { TRuntimeErrorViewProps } from './runtime-error-view.tsx';

function schemeVariables(mode: 'light' | 'dark'): string {
  const p = schemePalette(DEFAULT_SETTINGS.colorPreset, mode, DEFAULT_SETTINGS.contrast);
  return `color-scheme:${mode};--bg:${p.background.default};--fg:${p.text.primary};--muted:${p.text.secondary};--accent:${p.primary.main};--on-accent:${p.primary.contrastText};--line:${p.divider};`;
}

// No quotes or angle brackets: React escapes them in text children.
const CSS = [
  `:root{${schemeVariables('dark')}}`,
  `[${COLOR_SCHEME_ATTRIBUTE}=light]{${schemeVariables('light')}}`,
  'body{margin:0;min-height:100dvh;display:grid;place-items:center;background:var(--bg);color:var(--fg);font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,sans-serif;line-height:1.6;text-align:center}',
  'main{max-width:560px;padding:32px 16px}',
  '.code{font-size:7rem;font-weight:800;line-height:1;color:var(--accent);margin:0}',
  'h1{font-size:2rem;margin:16px 0 8px}',
  'p{color:var(--muted)}',
  '.actions{display:flex;gap:16px;justify-content:center;flex-wrap:wrap;margin-top:32px}',
  '.btn{font:inherit;font-weight:600;border-radius:10px;padding:11px 22px;cursor:pointer;text-decoration:none;border:1px solid var(--line);background:transparent;color:var(--fg)}',
  '.btn.primary{background:var(--accent);color:var(--on-accent);border-color:var(--accent)}',
  '.btn:focus-visible{outline:2px solid var(--accent);outline-offset:2px}',
].join('\n');

export function GlobalErrorDocument({ error, reset }: TRuntimeErrorViewProps) {
  const content = ERROR_CONTENT[500];
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang={SITE.locale} suppressHydrationWarning>
      {/* biome-ignore lint/style/noHeadElement: in the App Router, global-error renders the whole document. */}
      <head>
        <title>{`${content.title} | ${SITE.name}`}</title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script built from our own constants. */}
        <script dangerouslySetInnerHTML={{ __html: settingsScript() }} />
        <style>{CSS}</style>
      </head>
      <body>
        <main>
          <p className="code" aria-hidden="true">
            {content.code}
          </p>
          <h1>{content.title}</h1>
          <p>{content.description}</p>
          <div className="actions">
            <button type="button" className="btn primary" onClick={reset}>
              Try again
            </button>
            {/* A full page load: the client router may be what failed. */}
            <a className="btn" href="/">
              Back to home
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
