// What the first start adds (issue 4, "Seed content"): the five pricing plans, the resources of the public
// site (press releases, innovation journal, funding news, events), one open survey using every control type,
// and two referral codes. Fixed ids make it idempotent; an advisory lock and a marker make it race-safe and
// keep an admin's later deletions deleted.
import { DEFAULT_TRIAL_DAYS, SITE } from '@innov/contracts';
import type { Database } from '@innov/db';
import { RESOURCES_V2 } from './resources-v2.ts';

export const SEED_VERSION = 3;

/**
 * The seed survey as the first seeds wrote it, corrected by version 3 where the back-office has not changed it: the
 * description counted its dividers among its questions ("seven"; the page now counts them itself), and the team
 * size, a count of people, took fractions.
 */
const SURVEY_V1_DESCRIPTION =
  'Five minutes, seven questions. We publish the anonymised results in the Innovation Journal every quarter.';

export const PRICING_PLANS = [
  {
    id: 'plan-connect',
    order: 1,
    tierId: 'CONNECT',
    title: 'Connect',
    price: 0,
    recurrence: 'MONTHLY',
    description:
      'Join the network: a workspace profile, the collaborator directory and the resources library. Free for as long as you like.',
    features: ['Workspace profile', 'Collaborator directory', 'Innovation journal and funding news'],
  },
  {
    id: 'plan-collaborate',
    order: 2,
    tierId: 'COLLABORATE',
    title: 'Collaborate',
    trialDays: DEFAULT_TRIAL_DAYS,
    price: 49,
    recurrence: 'MONTHLY',
    description:
      'Work with others: teams, collaboration listings, applications and job requests to experts and studios.',
    features: ['Everything in Connect', 'Teams with roles', 'Listings and applications', 'Job requests'],
  },
  {
    id: 'plan-campaign',
    order: 3,
    tierId: 'CAMPAIGN',
    title: 'Campaign',
    trialDays: DEFAULT_TRIAL_DAYS,
    price: 149,
    recurrence: 'MONTHLY',
    description:
      'Run innovation campaigns: challenges with phases, an ideas board with votes and comments, templates and scoring.',
    features: ['Everything in Collaborate', 'Innovation campaigns', 'Ideas board and templates', 'Scoring and review'],
  },
  {
    id: 'plan-avalanche',
    order: 4,
    tierId: 'AVALANCHE',
    title: 'Avalanche',
    price: 4_990,
    recurrence: 'YEARLY',
    description:
      'Everything, at scale: higher limits, investment opportunities, priority support and a quarterly review with a Lumenfold partner.',
    features: ['Everything in Campaign', 'Investment opportunities', 'Higher limits', 'Quarterly partner review'],
  },
  {
    id: 'plan-bespoke',
    order: 5,
    tierId: 'BESPOKE_USER_PRICING',
    title: 'Bespoke',
    price: 0,
    recurrence: 'ONE_OFF',
    description:
      'For public bodies and large organisations: terms, limits and onboarding agreed with us, granted by a platform admin.',
    features: ['Agreed terms and limits', 'Dedicated onboarding', 'Single sign-on on request'],
  },
] as const;

export const REFERRAL_CODES = [
  {
    id: 'ref-launch20',
    code: 'LAUNCH20',
    type: 'PERCENTAGE',
    timing: 'ONGOING',
    userValue: 20,
    totalValue: null,
    maximumApplications: 500,
    usageTypes: ['SIGN_UP', 'PAYMENT'],
    since: 1,
  },
  {
    id: 'ref-partner100',
    code: 'PARTNER100',
    type: 'FIXED',
    timing: 'SIGN_UP',
    userValue: 100,
    totalValue: 10_000,
    maximumApplications: 100,
    usageTypes: ['SIGN_UP'],
    since: 1,
  },
  {
    // Given out at events: £250 off the first engagement when quoted with an enquiry.
    id: 'ref-discovery250',
    code: 'DISCOVERY250',
    type: 'FIXED',
    timing: 'SIGN_UP',
    userValue: 250,
    totalValue: 25_000,
    maximumApplications: 100,
    usageTypes: ['CONTACT_US'],
    since: 2,
  },
] as const;

export const SURVEY = {
  id: 'survey-innovation-readiness',
  name: 'innovation-readiness-2026',
  title: 'How ready is your organisation to innovate?',
  description: 'About five minutes. We publish the anonymised results in the Innovation Journal every quarter.',
  questions: [
    {
      id: 'q-has-programme',
      order: 1,
      control: 'BOOLEAN',
      fieldName: 'hasProgramme',
      title: 'Does your organisation run a formal innovation programme today?',
      required: true,
      validation: null,
      defaultValue: 'false',
    },
    {
      id: 'q-divider-1',
      order: 2,
      control: 'DIVIDER',
      fieldName: 'aboutYourTeam',
      title: 'About your team',
      required: false,
      validation: null,
      defaultValue: null,
    },
    {
      id: 'q-team-size',
      order: 3,
      control: 'NUMBER',
      fieldName: 'teamSize',
      title: 'How many people work on new products or services?',
      required: true,
      // A count of people: whole numbers only.
      validation: { min: 0, max: 100000, integer: true },
      defaultValue: null,
    },
    {
      id: 'q-confidence',
      order: 4,
      control: 'RANGE',
      fieldName: 'confidence',
      title: 'How confident are you that a good idea reaches customers within a year? (1–10)',
      required: true,
      validation: { min: 1, max: 10, step: 1 },
      defaultValue: '5',
    },
    {
      id: 'q-divider-2',
      order: 5,
      control: 'DIVIDER',
      fieldName: 'aboutObstacles',
      title: 'What gets in the way',
      required: false,
      validation: null,
      defaultValue: null,
    },
    {
      id: 'q-blocker',
      order: 6,
      control: 'TEXT',
      fieldName: 'biggestBlocker',
      title: 'What is the biggest obstacle between an idea and a launch?',
      required: false,
      validation: { maxLength: 1000 },
      defaultValue: null,
    },
    {
      id: 'q-uses-ai',
      order: 7,
      control: 'BOOLEAN',
      fieldName: 'usesAi',
      title: 'Have you shipped a feature that uses AI in the last twelve months?',
      required: false,
      validation: null,
      defaultValue: null,
    },
  ],
} as const;

export interface SeedResource {
  slug: string;
  type: 'PRESS_RELEASE' | 'INNOVATION_JOURNAL' | 'INNOVATION_FUNDING' | 'EVENT';
  title: string;
  category: string;
  hashtags: string[];
  shortDescription: string;
  content: string;
  /** Days before the first start. */
  daysAgo: number;
  isBreaking?: boolean;
  author: { id: string; name: string; avatar: string };
  variables?: { name: string; value: string[] }[];
}

const PRIYA = { id: 'author-priya-nair', name: 'Priya Nair', avatar: '/images/authors/priya-nair.svg' };
const TOM = { id: 'author-tom-okafor', name: 'Tom Okafor', avatar: '/images/authors/tom-okafor.svg' };
const ELENA = { id: 'author-elena-ruiz', name: 'Elena Ruiz', avatar: '/images/authors/elena-ruiz.svg' };

const RESOURCES_V1: SeedResource[] = [
  {
    slug: 'lumenfold-opens-london-launchpad',
    type: 'PRESS_RELEASE',
    title: 'Lumenfold opens its Innovation Launchpad in Shoreditch',
    category: 'Company news',
    hashtags: ['launchpad', 'london', 'company'],
    shortDescription:
      'A studio where founders and corporate teams take an idea to a tested proof of concept in twelve weeks.',
    daysAgo: 3,
    isBreaking: true,
    author: PRIYA,
    content: `# Lumenfold opens its Innovation Launchpad in Shoreditch

**London, ${SITE.address.street}** – ${SITE.name} today opened the Innovation Launchpad, a studio for teams who want to move from an idea to a tested proof of concept in twelve weeks.

## What the Launchpad does

Each cohort brings together up to six teams – start-ups, corporate venture teams and public-sector units – with a dedicated squad of engineers, a product designer and a partner who has shipped products in the same market.

- **Weeks 1–2:** problem framing and customer interviews.
- **Weeks 3–8:** two build-measure-learn loops on a working prototype.
- **Weeks 9–12:** a pilot with real users and a funding-ready evidence pack.

> "Most ideas do not fail for lack of talent. They fail because nobody protects the first twelve weeks," said Priya Nair, Head of the Launchpad.

Applications for the spring cohort are open until the end of next month.`,
  },
  {
    slug: 'strategic-partnership-with-northbridge-health',
    type: 'PRESS_RELEASE',
    title: 'Strategic partnership with Northbridge Health to speed up clinical software pilots',
    category: 'Partnerships',
    hashtags: ['partnerships', 'healthtech', 'public-sector'],
    shortDescription:
      'A three-year framework to take clinical software from pilot to procurement in months, not years.',
    daysAgo: 18,
    author: TOM,
    content: `# Strategic partnership with Northbridge Health

${SITE.name} and Northbridge Health have signed a three-year framework agreement to run clinical software pilots together.

## Why it matters

Hospital trusts receive hundreds of proposals each year, but few reach procurement: evaluation is slow and every pilot starts from scratch. Under the framework, pilots share:

1. a common information-governance template agreed up front;
2. a sandbox with synthetic patient data for the first integration;
3. an evaluation protocol that procurement teams already accept.

The first three pilots – discharge planning, outpatient triage and theatre scheduling – begin this quarter.`,
  },
  {
    slug: 'lumenfold-achieves-iso-27001',
    type: 'PRESS_RELEASE',
    title: 'Lumenfold achieves ISO/IEC 27001 certification',
    category: 'Company news',
    hashtags: ['security', 'compliance'],
    shortDescription: 'Our information security management system is now independently certified.',
    daysAgo: 40,
    author: ELENA,
    content: `# ISO/IEC 27001 certification

We are pleased to announce that ${SITE.legalName} has been certified against **ISO/IEC 27001:2022** for the design, engineering and operation of software products for our clients.

What it means for clients:

- documented controls for access, change management and incident response;
- annual independent audits;
- security reviews built into every engagement from the first sprint.

Our statement of applicability is available on request from ${SITE.email}.`,
  },
  {
    slug: 'from-idea-to-mvp-in-ninety-days',
    type: 'INNOVATION_JOURNAL',
    title: 'From idea to MVP in ninety days: what actually moves the date',
    category: 'Product delivery',
    hashtags: ['mvp', 'product', 'delivery'],
    shortDescription: 'Five decisions that decide whether a minimum viable product ships in a quarter.',
    daysAgo: 6,
    author: TOM,
    content: `# From idea to MVP in ninety days

After forty minimum viable products, we have learnt that the launch date is decided in the first fortnight. Five decisions matter most.

## 1. One customer, one job

An MVP serves **one** kind of customer doing **one** job. Everything else goes on a list called *later*.

## 2. Buy the boring parts

Authentication, payments, e-mail and hosting are solved problems. Buying them saves four to six weeks.

## 3. A weekly demo to a real user

Not to the steering group: to someone who would pay. Their silence is the most useful signal you will get.

## 4. A kill criterion written down on day one

*"If fewer than 10 of 50 pilot users come back in week two, we stop."* Writing it down early keeps everyone honest.

## 5. Engineers in the interviews

The fastest teams we know put engineers in customer interviews. It removes a round of translation – and a month of rework.`,
  },
  {
    slug: 'ai-integration-without-the-hype',
    type: 'INNOVATION_JOURNAL',
    title: 'AI integration without the hype: a field guide',
    category: 'AI',
    hashtags: ['ai', 'automation', 'engineering'],
    shortDescription: 'Where language models earn their keep in business software, and where a rule engine still wins.',
    daysAgo: 12,
    author: ELENA,
    content: `# AI integration without the hype

Language models are excellent at some jobs and poor at others. A short field guide from our engineering team.

## Where they earn their keep

- **Reading messy documents:** invoices, contracts and forms into structured data, with a human checking low-confidence fields.
- **Drafting:** first versions of replies, summaries and reports that a person edits.
- **Search over your own knowledge:** answers that cite the document they came from.

## Where a rule engine still wins

If the answer must be exactly right every time – tax, eligibility, pricing – write the rule. Use a model to *explain* the result, not to compute it.

## Three questions before you start

1. What does a wrong answer cost, and who notices?
2. Can you measure quality on 200 real examples before launch?
3. Who owns the prompt and evaluation set after we leave?`,
  },
  {
    slug: 'running-innovation-campaigns-that-people-join',
    type: 'INNOVATION_JOURNAL',
    title: 'Running innovation campaigns that people actually join',
    category: 'Innovation management',
    hashtags: ['campaigns', 'culture', 'ideation'],
    shortDescription:
      'Why most internal idea schemes go quiet after a month, and the four habits of those that do not.',
    daysAgo: 25,
    author: PRIYA,
    content: `# Running innovation campaigns that people join

Internal idea schemes have a short half-life. The ones that last share four habits.

## A specific brief

"Any ideas?" attracts nothing. "How could we halve the time a new customer waits for their first invoice?" attracts dozens.

## A visible decision

Every idea gets an answer within a fortnight – *selected*, *parked* or *declined with a reason*.

## Sponsors with a budget

A campaign without a sponsor who can fund the winner is a suggestion box.

## Credit in public

Name the people whose ideas shipped, in the same channel where the campaign was announced.

The Campaign plan on our platform builds these habits into the workflow: phases, deadlines, reviewers and a public board.`,
  },
  {
    slug: 'data-extraction-case-study-logistics',
    type: 'INNOVATION_JOURNAL',
    title: 'Case study: 12,000 delivery notes a week, read automatically',
    category: 'Case studies',
    hashtags: ['automation', 'data', 'logistics'],
    shortDescription: 'How a regional logistics firm cut manual data entry by 85% in eight weeks.',
    daysAgo: 33,
    author: TOM,
    content: `# 12,000 delivery notes a week, read automatically

A regional logistics company keyed every paper delivery note into its billing system by hand: three people, full time, with a 2% error rate that showed up as disputed invoices.

## What we built

- A scanning step at each depot, feeding a queue.
- A document model that extracts consignee, items, weights and signatures.
- A review screen showing only fields below the confidence threshold.

## Results after eight weeks

| measure | before | after |
|---|---|---|
| manual entry time | 110 h/week | 16 h/week |
| disputed invoices | 2.1% | 0.4% |
| time to invoice | 6 days | 1 day |

The team that used to type now handles exceptions and customer queries.`,
  },
  {
    slug: 'innovate-uk-smart-grants-round-opens',
    type: 'INNOVATION_FUNDING',
    title: 'Innovate UK Smart Grants: a new round is open',
    category: 'Grants',
    hashtags: ['funding', 'grants', 'innovate-uk'],
    shortDescription: 'What the Smart Grants round funds, who can apply, and how to write a competitive application.',
    daysAgo: 2,
    isBreaking: true,
    author: ELENA,
    variables: [
      { name: 'Funding body', value: ['Innovate UK'] },
      { name: 'Project size', value: ['£25,000 – £500,000'] },
    ],
    content: `# Innovate UK Smart Grants: a new round is open

Smart Grants fund **game-changing, commercially viable** research and development projects by UK businesses of any size.

## Key points

- Projects of 6 to 36 months.
- Total project costs between £25,000 and £500,000 (higher for collaborations).
- Small businesses can receive up to 70% of eligible costs.

## Making the application competitive

1. **Lead with the market**, not the technology: who pays, how much, and why now.
2. **Show the team can deliver**: named people, relevant track record, realistic plan.
3. **Quantify the risk** and what the grant lets you do that you could not do otherwise.

Our partners review draft applications for Launchpad teams free of charge. Write to ${SITE.email}.`,
  },
  {
    slug: 'british-business-bank-start-up-loans-explained',
    type: 'INNOVATION_FUNDING',
    title: 'Start Up Loans explained: government-backed finance for new businesses',
    category: 'Loans',
    hashtags: ['funding', 'loans', 'start-ups'],
    shortDescription: 'Personal loans for founders, with mentoring included: amounts, terms and eligibility.',
    daysAgo: 21,
    author: PRIYA,
    variables: [{ name: 'Funding body', value: ['British Business Bank'] }],
    content: `# Start Up Loans explained

The Start Up Loans programme, part of the British Business Bank, lends to individuals starting or growing a business that has traded for under three years.

- **Amount:** £500 to £25,000 per founder.
- **Rate:** fixed, 6% a year.
- **Term:** one to five years.
- **Support:** twelve months of free mentoring.

It is a personal loan: founders are personally liable. It works best for businesses with a clear path to revenue within the first year – for deeper R&D, grants are usually the better fit.`,
  },
  {
    slug: 'rd-tax-relief-changes-what-founders-need-to-know',
    type: 'INNOVATION_FUNDING',
    title: 'R&D tax relief after the merger: what founders need to know',
    category: 'Tax relief',
    hashtags: ['funding', 'tax', 'r-and-d'],
    shortDescription: 'The merged scheme and the enhanced support for R&D-intensive SMEs, in plain English.',
    daysAgo: 47,
    author: TOM,
    content: `# R&D tax relief after the merger

The former SME and RDEC schemes have merged into a single expenditure credit, with extra support for loss-making, R&D-intensive small companies.

## In brief

- One credit for most companies, claimed through the corporation tax return.
- Enhanced support for SMEs whose qualifying R&D spend is a large share of total spend.
- Subcontracted R&D and overseas costs have new restrictions.

## Practical advice

Keep time records for engineers from day one, describe the technological uncertainty you resolved – not the product you built – and talk to an adviser before the year end.`,
  },
  {
    slug: 'demo-day-spring-cohort',
    type: 'EVENT',
    title: 'Launchpad Demo Day: spring cohort',
    category: 'Demo day',
    hashtags: ['events', 'launchpad', 'demo-day'],
    shortDescription: 'Six teams, six working pilots, one evening in Shoreditch. Investors and partners welcome.',
    daysAgo: 1,
    author: PRIYA,
    variables: [
      { name: 'Date', value: ['Thursday 18:00–21:00'] },
      { name: 'Venue', value: [`${SITE.address.street}, ${SITE.address.locality} ${SITE.address.postalCode}`] },
    ],
    content: `# Launchpad Demo Day: spring cohort

Join us for the Demo Day of the spring cohort of the Innovation Launchpad.

## Programme

- **18:00** doors open
- **18:30** six teams present their pilots – five minutes each, then questions
- **19:30** demos and conversations
- **21:00** close

Places are limited. Reply to your invitation or write to ${SITE.email} to join the guest list.`,
  },
  {
    slug: 'public-sector-innovation-roundtable',
    type: 'EVENT',
    title: 'Roundtable: procuring innovation in the public sector',
    category: 'Roundtable',
    hashtags: ['events', 'public-sector', 'procurement'],
    shortDescription: 'Commissioners, suppliers and legal advisers on making pilots lead to contracts.',
    daysAgo: 9,
    author: ELENA,
    variables: [{ name: 'Format', value: ['In person, Chatham House rule'] }],
    content: `# Roundtable: procuring innovation in the public sector

Pilots are easy to start and hard to scale. This roundtable brings together commissioners, suppliers and procurement lawyers to discuss what helps a successful pilot become a contract.

## Topics

1. Writing outcome-based specifications.
2. Pre-market engagement that stays fair to all suppliers.
3. Using frameworks and dynamic purchasing systems for follow-on work.

Twenty seats, Chatham House rule. Register your interest at ${SITE.email}.`,
  },
  {
    slug: 'webinar-ai-readiness-for-smes',
    type: 'EVENT',
    title: 'Webinar: is your business ready for AI?',
    category: 'Webinar',
    hashtags: ['events', 'ai', 'webinar'],
    shortDescription: 'A practical hour on data, skills and first projects for small and medium-sized businesses.',
    daysAgo: 15,
    author: TOM,
    variables: [{ name: 'Format', value: ['Online, 60 minutes'] }],
    content: `# Webinar: is your business ready for AI?

A practical hour for owners and managers of small and medium-sized businesses.

- **Data:** what you need, and what you can skip.
- **Skills:** who in your team should own AI projects.
- **First projects:** three low-risk places to start, with real examples.

The recording is sent to everyone who registers.`,
  },
];

/** Every seeded resource, with the seed version that added it. */
export const RESOURCES: (SeedResource & { since: number })[] = [
  ...RESOURCES_V1.map((r) => ({ ...r, since: 1 })),
  ...RESOURCES_V2.map((r) => ({ ...r, since: 2 })),
];

/** The cover image of a seeded resource; the web app serves `/images/resources/…`. */
export const coverFor = (slug: string) => `/images/resources/${slug}.svg`;

function readTime(markdown: string): number {
  return Math.max(1, Math.round(markdown.split(/\s+/).length / 200));
}

type Query = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The open survey of the first seed: every control type, started yesterday, open for a year. */
async function seedSurvey(q: Query, now: Date) {
  const startAt = new Date(now.getTime() - 86_400_000);
  const endAt = new Date(now.getTime() + 365 * 86_400_000);
  await q(
    `insert into app.surveys (id, name, title, description, start_at, end_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7) on conflict (id) do nothing`,
    [SURVEY.id, SURVEY.name, SURVEY.title, SURVEY.description, startAt, endAt, now],
  );
  for (const question of SURVEY.questions) {
    await q(
      `insert into app.survey_questions (id, survey_id, "order", title, field_name, required, validation, control, default_value, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $10) on conflict (id) do nothing`,
      [
        question.id,
        SURVEY.id,
        question.order,
        question.title,
        question.fieldName,
        question.required,
        question.validation ? JSON.stringify(question.validation) : null,
        question.control,
        question.defaultValue,
        now,
      ],
    );
  }
}

/** Version 3's corrections to the first seeds' survey, each only where the text or rule is still the seed's. */
async function correctSurveyV1(q: Query, now: Date) {
  await q('update app.surveys set description = $2, updated_at = $3 where id = $1 and description = $4', [
    SURVEY.id,
    SURVEY.description,
    now,
    SURVEY_V1_DESCRIPTION,
  ]);
  await q(
    `update app.survey_questions set validation = validation || '{"integer": true}'::jsonb, updated_at = $1
      where id = 'q-team-size' and control = 'NUMBER' and validation = '{"min": 0, "max": 100000}'::jsonb`,
    [now],
  );
}

/** Installs the seed content once per database; safe when several processes start together. */
export async function seedContent(database: Database, now: Date): Promise<boolean> {
  return database.transaction(async (q) => {
    await q("select pg_advisory_xact_lock(hashtext('app.seed-content'))");
    const [marker] = await q<{ value: { version: number } }>("select value from app.data_settings where key = 'seed'");
    // A database seeded by an earlier version receives only what later versions added.
    const from = marker?.value.version ?? 0;
    if (from >= SEED_VERSION) return false;
    for (const p of from < 1 ? PRICING_PLANS : []) {
      await q(
        `insert into app.pricing_plans (id, "order", price, currency, title, recurrence, description, features, tier_id, status, trial_days, created_at, updated_at)
         values ($1, $2, $3, 'GBP', $4, $5, $6, $7::jsonb, $8, 'ACTIVE', $10, $9, $9) on conflict (id) do nothing`,
        [
          p.id,
          p.order,
          p.price,
          p.title,
          p.recurrence,
          p.description,
          JSON.stringify(p.features),
          p.tierId,
          now,
          'trialDays' in p ? p.trialDays : 0,
        ],
      );
    }
    for (const r of REFERRAL_CODES.filter((c) => c.since > from)) {
      await q(
        `insert into app.referral_codes (id, code, total_value, user_value, type, timing, usage_types, maximum_applications, active, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, true, $9, $9) on conflict do nothing`,
        [
          r.id,
          r.code,
          r.totalValue,
          r.userValue,
          r.type,
          r.timing,
          JSON.stringify(r.usageTypes),
          r.maximumApplications,
          now,
        ],
      );
    }
    if (from < 1) await seedSurvey(q, now);
    else if (from < 3) await correctSurveyV1(q, now);
    for (const r of RESOURCES.filter((resource) => resource.since > from)) {
      const publishedAt = new Date(now.getTime() - r.daysAgo * 86_400_000);
      await q(
        `insert into app.resources (id, slug, author_id, author, type, is_breaking, hashtags, category, content, cover, logo,
           published_at, read_time, short_description, title, variables, status, created_at, updated_at)
         values ($1, $2, $3, $4::jsonb, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, 'PUBLISHED', $17, $17)
         on conflict (id) do nothing`,
        [
          `resource-${r.slug}`,
          r.slug,
          r.author.id,
          JSON.stringify(r.author),
          r.type,
          r.isBreaking ?? false,
          JSON.stringify(r.hashtags),
          r.category,
          r.content,
          coverFor(r.slug),
          '/logo-on-light.svg',
          publishedAt,
          readTime(r.content),
          r.shortDescription,
          r.title,
          JSON.stringify(r.variables ?? []),
          now,
        ],
      );
    }
    await q(
      `insert into app.data_settings (key, value, updated_at) values ('seed', $1::jsonb, $2)
       on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
      [JSON.stringify({ version: SEED_VERSION }), now],
    );
    return true;
  });
}
