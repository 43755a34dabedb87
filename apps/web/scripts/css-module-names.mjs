// CSS module class names as Next.js writes them, so that code bundled outside Next (the islands script) puts the
// same class names on the markup Next rendered. Next's rule (next/dist/build/webpack/config/blocks/css/loaders/
// getCssModuleLocalIdent.js): `[file]_[class]__` and 5 characters of the SHA-1, in base64, of the module's path
// (relative to the web app) and the class name.
import { createHash } from 'node:crypto';
import path from 'node:path';

/** Next's name for class `className` of the CSS module at `relativePath` (from the web app's folder, with /). */
export function localIdent(relativePath, className) {
  const hash = createHash('sha1')
    .update(`filePath:${relativePath}#className:${className}`)
    .digest('base64')
    .slice(0, 5);
  const file = path.posix.basename(relativePath).replace(/\.module\.css$/, '');
  return `${file}_${className}__${hash}`.replace(/[^a-zA-Z0-9-_]/g, '_').replace(/^(\d|--|-\d)/, '__$1');
}

/** The class names a CSS module declares: every `.name` outside comments and strings. */
export function classNames(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(["'])(?:\\.|(?!\1).)*\1/g, '""');
  return [...new Set([...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]))];
}
