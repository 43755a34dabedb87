// Text followed by a small icon that never wraps onto a line of its own: the icon stays with the last word.
import type { ReactNode } from 'react';

export function TextWithTrailingIcon({ text, icon }: { text: string; icon: ReactNode }) {
  const cut = text.lastIndexOf(' ');
  const head = cut === -1 ? '' : text.slice(0, cut + 1);
  const tail = cut === -1 ? text : text.slice(cut + 1);
  return (
    <>
      {head}
      <span style={{ whiteSpace: 'nowrap' }}>
        {tail}
        {icon}
      </span>
    </>
  );
}
