'use client';
// Errors in a public page: the 500 page inside the site's header and footer.
import { RuntimeErrorView, type TRuntimeErrorViewProps } from '../../modules/errors/components/runtime-error-view.tsx';

export default function MarketingError(props: TRuntimeErrorViewProps) {
  return <RuntimeErrorView {...props} />;
}
