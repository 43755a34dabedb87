// What the back-office's plan and code functions share: how much a plan is used (sign-up plans on it, and the
// workspaces of the users who chose it), and how a referral code is used (applications, sign-up plans, enquiries).
import type { RawQuery } from '@innov/db';

/** Sign-up plans that chose the plan, and the workspaces their users are in. */
export const PLAN_USE_SQL = `(select count(*)::int from app.signup_plans s where s.pricing_plan_id = p.id) as signup_plans,
       (select count(distinct u.tenant_id)::int from app.signup_plans s
          join app.user_profiles u on u.signup_plan_id = s.id
         where s.pricing_plan_id = p.id and u.tenant_id is not null) as workspaces`;

export async function planUse(q: RawQuery, id: string): Promise<{ signupPlans: number; workspaces: number }> {
  const [row] = await q<{ signup_plans: number; workspaces: number }>(
    `select ${PLAN_USE_SQL} from app.pricing_plans p where p.id = $1`,
    [id],
  );
  return { signupPlans: row?.signup_plans ?? 0, workspaces: row?.workspaces ?? 0 };
}

/** Whether a referral code has been used: applied at sign-up (or payment), carried by a sign-up plan or an enquiry. */
export async function codeUsed(q: RawQuery, id: string, code: string): Promise<boolean> {
  const [row] = await q<{ used: boolean }>(
    `select (select applications from app.referral_codes where id = $1) > 0
         or exists (select 1 from app.signup_plans where referral_code_id = $1)
         or exists (select 1 from app.enquiries where upper(referral_code) = upper($2)) as used`,
    [id, code],
  );
  return row?.used === true;
}

/** What changed between two versions of a record, for the audit log: `{ field: { from, to } }`. */
export function changes(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  fields: readonly string[],
): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const f of fields) {
    const from = before?.[f] ?? null;
    const to = after[f] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) out[f] = { from, to };
  }
  return out;
}
