import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import { describe, expect, it } from 'vitest';
import { shiftedHeadings } from './markdown-headings.ts';

describe('shiftedHeadings', () => {
  it('keeps every heading of the source and moves them below the section’s heading', () => {
    const html = renderToStaticMarkup(
      createElement(ReactMarkdown, { components: shiftedHeadings(3) }, '# How might we\n\n## Why\n\n###### Deep'),
    );
    expect(html).toContain('<h3>How might we</h3>');
    expect(html).toContain('<h4>Why</h4>');
    expect(html).toContain('<h6>Deep</h6>');
    expect(html).not.toContain('<h1');
  });
});
