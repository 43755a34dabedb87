// listEnquiryAssignees: who an enquiry may be given to: the platform admins (the users projection's groups), by
// name. Few people; no paging.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';

export const listEnquiryAssignees = defineFunction({
  name: 'listEnquiryAssignees',
  type: 'Query',
  allow: 'admins',
  input: z.object({}),
  async run({ db }) {
    return db.query<{ id: string; name: string | null; email: string | null }>(
      `select id, name, email from app.user_profiles where groups @> '["admins"]'::jsonb
        order by lower(coalesce(name, email, '')), id limit 200`,
    );
  },
});
