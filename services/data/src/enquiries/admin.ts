// The enquiries domain's back-office: its admin functions (listed in domain/registry.ts through this array) and its
// admin lists (exported as CSV through admin/lists.ts).
import type { AdminListName } from '@innov/contracts';
import type { AdminList } from '../admin/admin-list.ts';
import type { DomainFunction } from '../domain/function.ts';
import { addEnquiryNote } from './add-enquiry-note.ts';
import { adminGetEnquiry } from './admin-get-enquiry.ts';
import { adminEnquiriesList } from './admin-list-enquiries.ts';
import { archiveEnquiry } from './archive-enquiry.ts';
import { deleteEnquiry } from './delete-enquiry.ts';
import { listEnquiryAssignees } from './list-enquiry-assignees.ts';
import { replyToEnquiry } from './reply-to-enquiry.ts';
import { updateEnquiry } from './update-enquiry.ts';

export const enquiriesAdminFunctions: DomainFunction[] = [
  adminEnquiriesList.fn,
  adminGetEnquiry,
  listEnquiryAssignees,
  updateEnquiry,
  archiveEnquiry,
  addEnquiryNote,
  replyToEnquiry,
  deleteEnquiry,
] as unknown as DomainFunction[];

export const enquiriesAdminLists: Partial<Record<AdminListName, AdminList>> = {
  enquiries: adminEnquiriesList as unknown as AdminList,
};
