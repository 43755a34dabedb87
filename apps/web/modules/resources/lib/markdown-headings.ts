// Markdown shown inside a page section (a campaign's brief, its results' announcement): every heading of the source
// kept and moved below the section's own heading, so the page keeps one h1 and an orderly outline. Pure.
import { createElement } from 'react';
import type { Components } from 'react-markdown';

/** react-markdown's components for h1…h6 of the source as h(level)…h6 (a `#` line becomes `level`). */
export function shiftedHeadings(level: 2 | 3 | 4): Components {
  const out: Components = {};
  for (let n = 1; n <= 6; n += 1) {
    const tag = `h${Math.min(6, n + level - 1)}`;
    out[`h${n}` as 'h1'] = ({ node: _node, ...props }) => createElement(tag, props);
  }
  return out;
}
