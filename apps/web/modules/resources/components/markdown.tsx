// Markdown of resources, rendered on the server: GitHub-flavoured Markdown, raw HTML dropped (react-markdown
// does not render it), the result passed through rehype-sanitize's allow-list, and link addresses limited to
// safe protocols. No script, event handler or javascript: address can reach the page.
import Box from '@mui/material/Box';
import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

/** The page shows the title as its h1: a leading `# Title` line in the source is not repeated. */
function withoutTitle(source: string): string {
  return source.replace(/^\s*#\s[^\n]*\n+/, '');
}

export function Markdown({ source }: { source: string }) {
  return (
    <Box
      className="markdown"
      sx={{
        lineHeight: 1.75,
        fontSize: '1.0625rem',
        '& h2': { fontSize: '1.5rem', mt: 5, mb: 1.5, lineHeight: 1.3 },
        '& h3': { fontSize: '1.2rem', mt: 4, mb: 1 },
        '& p, & ul, & ol': { my: 2 },
        '& a': { color: 'primary.main', textUnderlineOffset: '0.2em' },
        '& blockquote': {
          borderLeft: 4,
          borderColor: 'primary.main',
          m: 0,
          my: 3,
          pl: 2.5,
          color: 'text.secondary',
          fontStyle: 'italic',
        },
        '& table': { borderCollapse: 'collapse', width: '100%', my: 3, display: 'block', overflowX: 'auto' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left' },
        '& code': {
          fontFamily: 'ui-monospace, monospace',
          fontSize: '0.9em',
          bgcolor: 'action.hover',
          px: 0.5,
          borderRadius: 0.5,
        },
        '& img': { maxWidth: '100%', height: 'auto' },
      }}
    >
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize]}
        skipHtml
        urlTransform={defaultUrlTransform}
      >
        {withoutTitle(source)}
      </ReactMarkdown>
    </Box>
  );
}
