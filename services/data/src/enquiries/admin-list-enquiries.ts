// adminListEnquiries: the back-office's inbox (/admin/enquiries): enquiries not archived by default (box INBOX,
// ARCHIVED or ALL), by status, type and assignee (`me`, `none` or an admin's profile id), searched by the
// sender's name, e-mail and company and the message; newest first. Exported as CSV from the same rows.
import { defineAdminList } from '../admin/admin-list.ts';
import { type AdminEnquiry, ENQUIRY_SELECT, type EnquiryRow, toAdminEnquiry } from './enquiry-admin.ts';

export const adminEnquiriesList = defineAdminList<'enquiries', EnquiryRow, AdminEnquiry>({
  list: 'enquiries',
  field: 'adminListEnquiries',
  select: ENQUIRY_SELECT,
  where(filters, search, p, principal) {
    const where: string[] = [];
    const box = filters.box ?? 'INBOX';
    if (box === 'INBOX') where.push('e.archived_at is null');
    if (box === 'ARCHIVED') where.push('e.archived_at is not null');
    if (filters.status) where.push(`e.status = ${p.add(filters.status)}`);
    if (filters.type) where.push(`e.type = ${p.add(filters.type)}`);
    if (filters.assignee === 'none') where.push('e.assignee_id is null');
    else if (filters.assignee === 'me') where.push(`e.assignee_id = ${p.add(principal.userId ?? '')}`);
    else if (filters.assignee) where.push(`e.assignee_id = ${p.add(filters.assignee)}`);
    if (search) {
      const s = p.contains(search);
      where.push(`(e.name ilike ${s} or e.email ilike ${s} or e.company ilike ${s} or e.message ilike ${s})`);
    }
    return where;
  },
  orderBy: { createdAt: 'e.created_at', status: 'e.status', type: 'e.type' },
  tiebreak: 'e.id',
  toItem: toAdminEnquiry,
  csv: [
    { header: 'Received', value: (e) => e.createdAt },
    { header: 'Type', value: (e) => e.type },
    { header: 'Status', value: (e) => e.status },
    { header: 'Name', value: (e) => e.name },
    { header: 'E-mail', value: (e) => e.email },
    { header: 'Phone', value: (e) => e.phone },
    { header: 'Company', value: (e) => e.company },
    { header: 'Referral code', value: (e) => e.referralCode },
    { header: 'Assignee', value: (e) => e.assignee?.name ?? e.assignee?.email ?? '' },
    { header: 'Archived', value: (e) => e.archivedAt },
    { header: 'Message', value: (e) => e.message },
  ],
});
