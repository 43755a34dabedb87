// adminListResources: the back-office's resources, every status, searchable by title, slug and category,
// filtered by type and status, sorted by last change, publication or title.
import { defineAdminList } from '../admin/admin-list.ts';
import { type AdminResource, type ResourceRow, resourceColumns, toAdminResource } from './resource-records.ts';

export const adminListResources = defineAdminList<'resources', ResourceRow, AdminResource>({
  list: 'resources',
  field: 'adminListResources',
  select: `select ${resourceColumns(false)} from app.resources r`,
  where(filters, search, p) {
    const where: string[] = [];
    if (filters.type) where.push(`r.type = ${p.add(filters.type)}`);
    if (filters.status) where.push(`r.status = ${p.add(filters.status)}`);
    if (search) {
      const like = p.contains(search);
      where.push(`(r.title ilike ${like} or r.slug ilike ${like} or coalesce(r.category, '') ilike ${like})`);
    }
    return where;
  },
  orderBy: { updatedAt: 'r.updated_at', publishedAt: 'r.published_at', title: 'lower(r.title)' },
  tiebreak: 'r.id',
  toItem: toAdminResource,
  csv: [
    { header: 'Title', value: (r) => r.title },
    { header: 'Slug', value: (r) => r.slug },
    { header: 'Type', value: (r) => r.type },
    { header: 'Status', value: (r) => r.status },
    { header: 'Category', value: (r) => r.category },
    { header: 'Hashtags', value: (r) => r.hashtags.join(' ') },
    { header: 'Author', value: (r) => r.author?.name },
    { header: 'Read time (min)', value: (r) => r.readTime },
    { header: 'Published at', value: (r) => r.publishedAt },
    { header: 'Updated at', value: (r) => r.updatedAt },
  ],
});
