'use client';
// Errors outside the public layout (its own failures included): the 500 page in a minimal frame.
import { MinimalLayout } from '../modules/errors/components/minimal-layout.tsx';
import { RuntimeErrorView, type TRuntimeErrorViewProps } from '../modules/errors/components/runtime-error-view.tsx';

export default function RootError(props: TRuntimeErrorViewProps) {
  return (
    <MinimalLayout>
      <RuntimeErrorView {...props} />
    </MinimalLayout>
  );
}
