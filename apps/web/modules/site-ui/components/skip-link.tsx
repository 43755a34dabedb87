// The first focusable element of every public page: jumps keyboard users past the header to the content.
import { MAIN_CONTENT_ID } from '../../layout/lib/landmarks.ts';

export function SkipLink() {
  return (
    <a className="s-skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
