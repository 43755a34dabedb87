// A resource's category and its "New" mark (breaking news), as chips; nothing when it has neither.
import type { TResourceSummary } from '../lib/resources.ts';

export function ResourceChips({
  resource,
  className,
}: {
  resource: Pick<TResourceSummary, 'category' | 'isBreaking'>;
  className: string;
}) {
  if (!resource.category && !resource.isBreaking) return null;
  return (
    <div className={className}>
      {resource.category ? <span className="s-chip">{resource.category}</span> : null}
      {resource.isBreaking ? <span className="s-chip s-chip--primary">New</span> : null}
    </div>
  );
}
