// Markdown of resources, rendered on the server (a server component, so react-markdown ships no JavaScript):
// GitHub-flavoured Markdown, raw HTML dropped (react-markdown does not render it), the result passed through
// rehype-sanitize's allow-list, and link addresses limited to safe protocols. No script, event handler or
// javascript: address can reach the page.
import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { cx } from '../../site-ui/lib/cx.ts';
import styles from './markdown.module.css';

/** The page shows the title as its h1: a leading `# Title` line in the source is not repeated. */
function withoutTitle(source: string): string {
  return source.replace(/^\s*#\s[^\n]*\n+/, '');
}

export function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={cx('s-prose', styles.markdown, className)}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize]}
        skipHtml
        urlTransform={defaultUrlTransform}
      >
        {withoutTitle(source)}
      </ReactMarkdown>
    </div>
  );
}
