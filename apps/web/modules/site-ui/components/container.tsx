// The public pages' width container: a comfortable maximum width, or the full width when the visitor turned
// on "stretch" (the <html data-stretch> attribute, so no script is involved).
import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { cx } from '../lib/cx.ts';

type TContainerProps<T extends ElementType> = { as?: T } & ComponentPropsWithoutRef<T>;

export function Container<T extends ElementType = 'div'>({ as, className, ...rest }: TContainerProps<T>) {
  const Component: ElementType = as ?? 'div';
  return <Component className={cx('s-container', className)} {...rest} />;
}
