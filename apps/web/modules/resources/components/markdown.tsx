// Markdown of resources, rendered on the server (a server component, so react-markdown ships no JavaScript):
// GitHub-flavoured Markdown, raw HTML dropped (react-markdown does not render it), the result passed through
// rehype-sanitize's allow-list, and link addresses limited to safe protocols. No script, event handler or
// javascript: address can reach the page. Inside a page section (a campaign's brief), `headingLevel` keeps every
// heading of the source and moves them below the section's own (a `#` line becomes that level).
import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { cx } from '../../site-ui/lib/cx.ts';
import { shiftedHeadings } from '../lib/markdown-headings.ts';
import styles from './markdown.module.css';

/** The page shows the title as its h1: a leading `# Title` line in the source is not repeated. */
function withoutTitle(source: string): string {
  return source.replace(/^\s*#\s[^\n]*\n+/, '');
}

export function Markdown({
  source,
  className,
  headingLevel,
}: {
  source: string;
  className?: string;
  /** The level a `#` heading of the source takes (the page's own title stays the only h1). */
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <div className={cx('s-prose', styles.markdown, className)}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize]}
        skipHtml
        urlTransform={defaultUrlTransform}
        components={headingLevel ? shiftedHeadings(headingLevel) : undefined}
      >
        {headingLevel ? source : withoutTitle(source)}
      </ReactMarkdown>
    </div>
  );
}
