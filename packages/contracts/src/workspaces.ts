// Workspaces, members, invitations and teams (issue 23): the words, limits and input rules the data service
// checks and the web shows, defined once. The denial words of the rule book are WORKSPACE_MESSAGES (plans.ts).
import { z } from 'zod';
import { isAwsEmail } from './email.ts';

/** An invitation's link works for this many days. */
export const INVITATION_TTL_DAYS = 7;
/** A deleted (or emptied) workspace is kept this many days, restorable by a platform admin, then purged. */
export const WORKSPACE_RETENTION_DAYS = 30;
/** At most this many addresses in one invitation. */
export const INVITE_BATCH_MAX = 50;

export const MEMBER_STATUSES = ['ACTIVE', 'PENDING'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'REVOKED', 'EXPIRED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const INVITATION_MESSAGES = {
  otherEmail: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  used: 'This invitation has already been used.',
  expired: 'This invitation has expired. Ask the workspace to send a new one.',
  revoked: 'This invitation was withdrawn.',
  declined: 'This invitation was declined.',
  notFound: 'This invitation link is not valid.',
} as const;

export const MEMBERSHIP_MESSAGES = {
  memberPending: 'Your membership is waiting for approval by a workspace owner or admin.',
  deleted: 'This workspace has been deleted.',
  lastOwner: 'A workspace needs at least one owner. Make another member an owner first.',
  lastOwnerMove: 'You are the last owner of your workspace. Make another member an owner before you move.',
  joinLinkOff: 'This join link is not valid.',
  joinDomain: (domains: readonly string[]) =>
    `This join link is for e-mail addresses at ${domains.join(', ')}. Ask the workspace for an invitation.`,
} as const;

/** Free mail services: a join link cannot be limited to them (anyone could join). */
export const PUBLIC_MAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'yandex.ru',
  'qq.com',
  '163.com',
  'web.de',
  'fastmail.com',
  'hey.com',
  'tutanota.com',
];

/** A domain a join link admits: lower-case labels and a top-level domain of letters. */
export const MAIL_DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Why a domain cannot be on a join link's list (the owners' own domains are the server's to check), or null. */
export function joinDomainProblem(domain: string): string | null {
  if (!MAIL_DOMAIN_PATTERN.test(domain)) return `${domain} is not a domain like example.com`;
  if (PUBLIC_MAIL_DOMAINS.includes(domain)) return `${domain} is a public mail domain`;
  return null;
}

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** ISO 3166-1 alpha-2 codes; the web names them with Intl.DisplayNames in the reader's language. */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    .transform((v) => v || null)
    .nullish();

/** The company information form (the web) and the Tenant model's check (the data service): one rule. */
export const ZCompanyInformation = z.object({
  name: optionalText(120),
  industry: optionalText(80),
  city: optionalText(80),
  address: optionalText(200),
  postalCode: optionalText(20),
  country: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase() || null)
    .refine((v) => v === null || COUNTRY_CODES.includes(v), 'choose a country from the list')
    .nullish(),
  size: z
    .string()
    .transform((v) => v || null)
    .refine(
      (v) => v === null || (COMPANY_SIZES as readonly string[]).includes(v),
      'choose a company size from the list',
    )
    .nullish(),
  website: z
    .string()
    .trim()
    .max(2_000, 'at most 2000 characters')
    .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'enter a web address starting with https://')
    .transform((v) => v || null)
    .nullish(),
});
export type CompanyInformationInput = z.input<typeof ZCompanyInformation>;

export const ZWorkspaceName = z.string().trim().min(1, 'enter the workspace name').max(120, 'at most 120 characters');

/** The workspace's own fields the company page edits. */
export const ZWorkspaceDetails = z.object({
  workspace: ZWorkspaceName,
  email: z
    .string()
    .trim()
    .refine((v) => v === '' || isAwsEmail(v), 'enter an e-mail address like name@example.com')
    .transform((v) => v || null)
    .nullish(),
  companyInformation: ZCompanyInformation,
});

export const ZTeamName = z.string().trim().min(1, 'enter a team name').max(80, 'at most 80 characters');
export const ZTeamDescription = z
  .string()
  .trim()
  .max(500, 'at most 500 characters')
  .transform((v) => v || null)
  .nullish();
export const ZTeamDetails = z.object({ name: ZTeamName, description: ZTeamDescription });

/** The domain part of an e-mail address, lower-cased. */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}
