'use client';
// Errors outside the public layout (its own failures included): the 500 page in a minimal frame. Plain React and
// static CSS: this boundary's code loads with every page, so it must not bring MUI to the public pages.
import { MinimalLayout } from '../modules/errors/components/minimal-layout.tsx';
import { RuntimeErrorView, type TRuntimeErrorViewProps } from '../modules/errors/components/runtime-error-view.tsx';

export default function RootError(props: TRuntimeErrorViewProps) {
  return (
    <MinimalLayout>
      <RuntimeErrorView {...props} />
    </MinimalLayout>
  );
}
