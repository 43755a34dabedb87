// Resources added with seed version 2: enough press releases and Innovation Journal articles that the public
// resources pages page through several pages of ten, and an article on safe Markdown rendering whose own text
// carries the raw HTML it describes (the site must show it inert).
import { SITE } from '@innov/contracts';
import type { SeedResource } from './content.ts';

const PRIYA = { id: 'author-priya-nair', name: 'Priya Nair', avatar: '/images/authors/priya-nair.svg' };
const TOM = { id: 'author-tom-okafor', name: 'Tom Okafor', avatar: '/images/authors/tom-okafor.svg' };
const ELENA = { id: 'author-elena-ruiz', name: 'Elena Ruiz', avatar: '/images/authors/elena-ruiz.svg' };

type Entry = Omit<SeedResource, 'content' | 'type'> & { body: string };

const press = (e: Entry): SeedResource => ({
  ...e,
  type: 'PRESS_RELEASE',
  content: `# ${e.title}\n\n**London** – ${e.body}\n\nFor press enquiries, write to ${SITE.email}.`,
});
const journal = (e: Entry): SeedResource => ({
  ...e,
  type: 'INNOVATION_JOURNAL',
  content: `# ${e.title}\n\n${e.body}`,
});

export const RESOURCES_V2: SeedResource[] = [
  press({
    slug: 'lumenfold-joins-crown-commercial-service-framework',
    title: 'Lumenfold appointed to a Crown Commercial Service digital framework',
    category: 'Public sector',
    hashtags: ['public-sector', 'procurement', 'company'],
    shortDescription: 'Public bodies can now buy our engineering and discovery services through a compliant framework.',
    daysAgo: 5,
    author: ELENA,
    body: `${SITE.name} has been appointed as a supplier to a Crown Commercial Service framework for digital outcomes.

Councils, agencies and NHS bodies can now commission discovery, alpha and beta work from us without running a full tender. The framework covers user research, service design, software engineering and ongoing support.

"Public teams told us that procurement, not technology, was the slowest part of every project," said Elena Ruiz, Partner for Public Partnerships. "This removes months from the start of a pilot."`,
  }),
  press({
    slug: 'spring-cohort-launchpad-teams-announced',
    title: 'Six teams selected for the spring cohort of the Innovation Launchpad',
    category: 'Launchpad',
    hashtags: ['launchpad', 'start-ups', 'cohort'],
    shortDescription: 'From flood sensors to pharmacy logistics: the six ventures joining the twelve-week programme.',
    daysAgo: 7,
    author: PRIYA,
    body: `The Innovation Launchpad has selected six teams from 142 applications for its spring cohort.

- **Tideline** – low-cost flood sensors for riverside communities.
- **Rxroute** – same-day delivery planning for independent pharmacies.
- **Clearfile** – automated evidence packs for small-business tax claims.
- **Wardwise** – bed management for community hospitals.
- **Loop Kitchen** – surplus-food redistribution for school caterers.
- **Verdant Ledger** – carbon accounting for construction supply chains.

Each team works with a dedicated squad of engineers and a designer for twelve weeks, ending with a pilot and Demo Day.`,
  }),
  press({
    slug: 'lumenfold-opens-manchester-studio',
    title: 'Lumenfold opens a second studio in Manchester',
    category: 'Company news',
    hashtags: ['company', 'manchester', 'growth'],
    shortDescription: 'Twenty engineering roles and a Launchpad cohort for the North West.',
    daysAgo: 11,
    author: TOM,
    body: `${SITE.name} has opened a studio in Manchester's Northern Quarter, its first outside London.

The studio will host twenty engineers and designers by the end of the year and run a dedicated Launchpad cohort for ventures from the North West. It works closely with the region's universities on graduate hiring and applied research.

"Half of our clients are outside London," said Tom Okafor, Head of Engineering. "Being in the same room matters, especially in the first weeks of a project."`,
  }),
  press({
    slug: 'partnership-with-harbour-city-council',
    title: 'Harbour City Council partners with Lumenfold on resident services',
    category: 'Partnerships',
    hashtags: ['partnerships', 'public-sector', 'local-government'],
    shortDescription: 'A two-year partnership to redesign how residents report and track local issues.',
    daysAgo: 14,
    author: ELENA,
    body: `Harbour City Council has chosen ${SITE.name} as its delivery partner for a two-year programme to modernise resident services.

The first phase replaces the council's paper and telephone reporting for potholes, fly-tipping and street lighting with a single service that residents can follow from report to repair. Council staff see one queue instead of four.

The service is built to the Government Service Standard and will be published as open source.`,
  }),
  press({
    slug: 'lumenfold-named-b-corp',
    title: 'Lumenfold certified as a B Corporation',
    category: 'Company news',
    hashtags: ['company', 'impact', 'b-corp'],
    shortDescription: 'Independent certification of our social and environmental performance.',
    daysAgo: 20,
    author: PRIYA,
    body: `${SITE.legalName} has been certified as a B Corporation after an assessment of its governance, workers, community, environment and customers.

Our articles of association now commit directors to consider the interests of employees, clients, communities and the environment alongside shareholders. We publish our impact report each spring.`,
  }),
  press({
    slug: 'new-ai-evaluation-service',
    title: 'Lumenfold launches an independent AI evaluation service',
    category: 'Services',
    hashtags: ['ai', 'evaluation', 'services'],
    shortDescription: 'Measure an AI feature on your own data before it reaches customers.',
    daysAgo: 23,
    author: TOM,
    body: `${SITE.name} today launched an evaluation service for organisations adopting language models and other AI components.

In four weeks we build an evaluation set from the client's own data, measure candidate models and prompts against it, and deliver a report on accuracy, cost, latency and failure modes. The evaluation set stays with the client so that every later change can be tested the same way.`,
  }),
  press({
    slug: 'launchpad-alumni-raise-twelve-million',
    title: 'Launchpad alumni raise £12 million in follow-on funding',
    category: 'Launchpad',
    hashtags: ['launchpad', 'funding', 'start-ups'],
    shortDescription: 'Two years in, nineteen of thirty Launchpad ventures have raised further investment.',
    daysAgo: 27,
    author: PRIYA,
    body: `Ventures that completed the Innovation Launchpad have raised a combined £12 million in grants and equity since the programme began.

Nineteen of the thirty alumni teams have raised follow-on funding, and eleven now employ more than ten people. The largest round, £3.2 million, was raised by a workplace-safety start-up from the first cohort.`,
  }),
  press({
    slug: 'lumenfold-cyber-essentials-plus',
    title: 'Lumenfold renews Cyber Essentials Plus certification',
    category: 'Security',
    hashtags: ['security', 'compliance', 'company'],
    shortDescription: 'An annual, independently tested check of our technical security controls.',
    daysAgo: 30,
    author: ELENA,
    body: `${SITE.name} has renewed its Cyber Essentials Plus certification following an independent technical audit of its devices, networks and cloud services.

Cyber Essentials Plus is required for many public-sector contracts that handle personal data. Together with our ISO/IEC 27001 certification, it gives clients independent assurance of the controls that protect their information.`,
  }),
  press({
    slug: 'graduate-engineering-programme-2026',
    title: 'Applications open for our 2026 graduate engineering programme',
    category: 'Careers',
    hashtags: ['careers', 'graduates', 'engineering'],
    shortDescription: 'Twelve paid places, two years, real client work from the first month.',
    daysAgo: 35,
    author: TOM,
    body: `${SITE.name} is recruiting twelve graduates for its two-year engineering programme, in London and Manchester.

Graduates join client teams in their first month, pair with a senior engineer every day and rotate across our three practices. We welcome applicants from any degree subject and from bootcamps and apprenticeships; we assess practical work, not CVs.`,
  }),
  press({
    slug: 'partnership-with-greenway-energy',
    title: 'Greenway Energy and Lumenfold partner on smart-meter data services',
    category: 'Partnerships',
    hashtags: ['partnerships', 'energy', 'data'],
    shortDescription: 'New services that help households understand and reduce their energy use.',
    daysAgo: 38,
    author: TOM,
    body: `Greenway Energy has appointed ${SITE.name} as its innovation partner for customer data services.

The partnership starts with a tariff advisor that uses half-hourly smart-meter data, with the customer's consent, to show the savings of moving usage to off-peak hours. A pilot with 5,000 households begins next month.`,
  }),
  press({
    slug: 'lumenfold-open-sources-evaluation-toolkit',
    title: 'Lumenfold open-sources its AI evaluation toolkit',
    category: 'Open source',
    hashtags: ['open-source', 'ai', 'engineering'],
    shortDescription: 'The toolkit our teams use to test AI features is now free for anyone to use.',
    daysAgo: 44,
    author: ELENA,
    body: `${SITE.name} has released the toolkit its engineers use to evaluate AI features under the Apache 2.0 licence.

The toolkit runs a set of examples against a model or prompt, scores the answers with rules and reviewers, and tracks quality over time so that regressions are caught before release. It already supports the most common hosted and open-weight models.`,
  }),
  press({
    slug: 'innovation-readiness-survey-results',
    title: 'Survey: two in three organisations lack a route from idea to launch',
    category: 'Research',
    hashtags: ['research', 'survey', 'innovation'],
    shortDescription: 'First results of our innovation readiness survey of 400 UK organisations.',
    daysAgo: 50,
    author: PRIYA,
    body: `Two in three UK organisations have no agreed route for taking a new idea to customers, according to the first results of the ${SITE.name} innovation readiness survey.

Among the 400 respondents, the most cited obstacle was "no budget outside the annual cycle" (41%), followed by "no time for the people with the ideas" (33%). Organisations with a formal programme were three times more likely to have launched a new product in the past year.

The survey remains open at /survey; results are updated every quarter.`,
  }),
  press({
    slug: 'lumenfold-appoints-chief-technology-officer',
    title: 'Lumenfold appoints Dr Samira Haddad as Chief Technology Officer',
    category: 'People',
    hashtags: ['people', 'leadership', 'company'],
    shortDescription: 'A former head of platform engineering at a national bank joins the leadership team.',
    daysAgo: 56,
    author: PRIYA,
    body: `${SITE.name} has appointed Dr Samira Haddad as Chief Technology Officer.

Samira joins from a national bank, where she led the platform engineering group through its move to the cloud. At ${SITE.name} she will lead engineering standards across the three practices and the security programme.`,
  }),
  press({
    slug: 'partnership-with-northern-universities',
    title: 'Knowledge-transfer partnership with three northern universities',
    category: 'Partnerships',
    hashtags: ['partnerships', 'research', 'universities'],
    shortDescription: 'Researchers and engineers working side by side on applied machine learning.',
    daysAgo: 62,
    author: TOM,
    body: `${SITE.name} has signed knowledge-transfer partnerships with three universities in the North of England.

Each partnership places a postdoctoral researcher in a ${SITE.name} client team for two years, working on applied machine learning for document understanding, forecasting and accessibility. Results are published openly.`,
  }),
  press({
    slug: 'accessibility-pledge',
    title: 'Every product we build will meet WCAG 2.2 AA',
    category: 'Company news',
    hashtags: ['accessibility', 'company', 'quality'],
    shortDescription: 'A public commitment to accessible software, with independent audits.',
    daysAgo: 68,
    author: ELENA,
    body: `${SITE.name} has committed that every product it builds for clients will meet the Web Content Accessibility Guidelines 2.2 at level AA before launch.

Each release is tested with screen readers, keyboard-only use and automated checks, and every major release is audited by an independent accessibility specialist. Clients receive the audit report.`,
  }),
  press({
    slug: 'lumenfold-wins-digital-innovation-award',
    title: 'Lumenfold wins a regional digital innovation award',
    category: 'Awards',
    hashtags: ['awards', 'company', 'public-sector'],
    shortDescription: 'Recognised for a discharge-planning service built with a hospital trust.',
    daysAgo: 75,
    author: PRIYA,
    body: `${SITE.name} and its NHS partner have won a regional digital innovation award for a discharge-planning service that reduced delayed discharges by a fifth.

The service brings together ward, social-care and transport information so that discharge teams can plan a patient's journey home a day earlier.`,
  }),
  press({
    slug: 'launchpad-autumn-applications-open',
    title: 'Applications open for the autumn Launchpad cohort',
    category: 'Launchpad',
    hashtags: ['launchpad', 'applications', 'start-ups'],
    shortDescription: 'Twelve weeks, a dedicated squad, and a pilot with real users.',
    daysAgo: 82,
    author: PRIYA,
    body: `The Innovation Launchpad is accepting applications for its autumn cohort.

We look for teams with a specific customer problem, early evidence that it matters, and the commitment of at least one full-time founder. Corporate venture teams and public-sector units are welcome. Applications close six weeks before the cohort starts.`,
  }),
  press({
    slug: 'lumenfold-carbon-reduction-plan',
    title: 'Lumenfold publishes its carbon reduction plan',
    category: 'Sustainability',
    hashtags: ['sustainability', 'company', 'net-zero'],
    shortDescription: 'Net zero across our operations and cloud hosting by 2030.',
    daysAgo: 90,
    author: TOM,
    body: `${SITE.name} has published a carbon reduction plan committing to net zero emissions across its operations by 2030.

The plan covers offices, travel, equipment and the cloud services we run for clients, and sets out annual targets. Progress is reported every year alongside our financial statements.`,
  }),
  press({
    slug: 'lumenfold-five-years',
    title: 'Five years of Lumenfold: 120 products shipped',
    category: 'Company news',
    hashtags: ['company', 'anniversary'],
    shortDescription: 'A look back at five years of building products with our clients.',
    daysAgo: 100,
    author: PRIYA,
    body: `${SITE.name} celebrates its fifth anniversary with 120 products shipped for clients in health, energy, logistics, finance and the public sector.

What started as a team of four engineers in a shared office in Shoreditch is now a company of ninety people in London and Manchester, with an Innovation Launchpad and a network of partners across the UK.`,
  }),
  journal({
    slug: 'how-we-render-markdown-safely',
    title: 'How we render Markdown safely',
    category: 'Engineering',
    hashtags: ['security', 'engineering', 'markdown'],
    shortDescription: 'Articles on this site are written in Markdown. Here is why any HTML inside them stays inert.',
    daysAgo: 4,
    author: ELENA,
    body: `Every article on this site is written in Markdown and published through our back-office. Markdown allows raw HTML, and raw HTML is how cross-site scripting gets in: a pasted snippet, a compromised editor account, or an imported document.

So we never let raw HTML through. Markdown becomes HTML through a renderer that drops raw HTML blocks, and the result then passes an allow-list sanitiser: headings, lists, tables, links and images pass; scripts, inline event handlers, frames, styles and \`javascript:\` addresses do not. The next lines of this article contain exactly such HTML, written straight into the Markdown source:

<script>window.__lumenfoldInjected = true; document.title = 'injected';</script>

<img src="/images/resources/how-we-render-markdown-safely.svg" alt="" onerror="window.__lumenfoldInjected = true" onload="window.__lumenfoldInjected = true">

And here is [a link with a script address](javascript:window.__lumenfoldInjected=true) written in plain Markdown.

If you can read this paragraph and nothing else happened, the renderer did its job: the script and the image with its handlers were dropped, and the link lost its dangerous address.

## The rules we follow

1. **Allow-list, never block-list.** New HTML features appear every year; an allow-list fails safe.
2. **Sanitise at render time.** Stored content may predate today's rules.
3. **A Content Security Policy as a second line.** Even if something slips through, the browser refuses to run it.`,
  }),
  journal({
    slug: 'writing-a-good-problem-statement',
    title: 'Writing a problem statement your team can act on',
    category: 'Innovation management',
    hashtags: ['ideation', 'problem-framing', 'templates'],
    shortDescription: 'A four-part template that turns a vague ambition into something a team can test.',
    daysAgo: 8,
    author: PRIYA,
    body: `Most innovation projects start with a solution in search of a problem. A good problem statement reverses that.

## Four parts

1. **Who** has the problem – specific enough to find ten of them this week.
2. **What** they are trying to do when it happens.
3. **Why** it matters – in time, money or risk, with a number.
4. **How we will know** it is solved.

*"Pharmacy owners spend 90 minutes a day planning deliveries by hand; we will know we have helped when planning takes under 15 minutes."* That sentence has saved more projects than any workshop.`,
  }),
  journal({
    slug: 'engineering-staffing-that-leaves-teams-stronger',
    title: 'Engineering staffing that leaves your team stronger',
    category: 'Engineering',
    hashtags: ['staffing', 'engineering', 'teams'],
    shortDescription: 'How to bring in outside engineers without creating a dependency.',
    daysAgo: 10,
    author: TOM,
    body: `Adding contractors to a late project often makes it later. Adding the right engineers, with the right agreement, can do the opposite.

- **Pair from day one.** Every external engineer pairs with someone who will stay.
- **Write it down.** Decisions go into the repository as short records, not into someone's head.
- **Plan the exit at the start.** A handover date and a checklist are part of the contract.

Our measure of success is simple: six months after we leave, your team ships faster than when we arrived.`,
  }),
  journal({
    slug: 'proof-of-concept-versus-prototype',
    title: 'Proof of concept, prototype, MVP: which one do you need?',
    category: 'Product delivery',
    hashtags: ['poc', 'mvp', 'product'],
    shortDescription: 'Three different questions, three different artefacts. Choosing wrong costs months.',
    daysAgo: 13,
    author: PRIYA,
    body: `The words are used interchangeably, but they answer different questions.

| artefact | question it answers | typical length |
|---|---|---|
| proof of concept | *Can* it be built? | 2–6 weeks |
| prototype | *How* would people use it? | 1–4 weeks |
| minimum viable product | *Will* people use and pay for it? | 8–16 weeks |

Start with whichever risk is largest. If the technology is proven but nobody knows whether customers care, skip the proof of concept.`,
  }),
  journal({
    slug: 'measuring-innovation-without-vanity-metrics',
    title: 'Measuring innovation without vanity metrics',
    category: 'Innovation management',
    hashtags: ['metrics', 'innovation', 'strategy'],
    shortDescription: 'Ideas submitted is not a measure of innovation. Here is what to count instead.',
    daysAgo: 16,
    author: PRIYA,
    body: `Boards like numbers, and the easiest number is "ideas submitted". It measures activity, not progress.

Count instead:

- **Decisions made:** ideas that received a clear yes or no within a month.
- **Experiments run:** tests with real customers, and what they taught.
- **Time to first customer:** from approval to the first person using it.
- **Revenue or savings from things launched in the last three years.**

A programme that runs ten experiments a quarter and kills eight of them is healthier than one with five hundred ideas in a spreadsheet.`,
  }),
  journal({
    slug: 'automating-invoice-processing',
    title: 'Automating invoice processing: a practical guide',
    category: 'Automation',
    hashtags: ['automation', 'finance', 'data'],
    shortDescription: 'Where to start, what accuracy to expect, and how to keep a human in the loop.',
    daysAgo: 17,
    author: TOM,
    body: `Invoice processing is often the first automation a finance team attempts, and for good reason: volumes are high and rules are clear.

## Start with the data you have

Collect 500 recent invoices and the values your team keyed in. That is your test set, and it tells you the accuracy you need to beat.

## Expect a confidence threshold, not perfection

Modern document models extract most fields correctly, but the last few per cent matter. Route low-confidence fields to a person and measure how often they change the value.

## Close the loop

Every correction is a new training example. Teams that feed corrections back see accuracy climb month after month.`,
  }),
  journal({
    slug: 'public-sector-discovery-done-well',
    title: 'What a good public-sector discovery looks like',
    category: 'Public sector',
    hashtags: ['public-sector', 'discovery', 'user-research'],
    shortDescription: 'Eight weeks, real users, and a decision at the end – including the decision to stop.',
    daysAgo: 19,
    author: ELENA,
    body: `A discovery is the first phase of a public service project: understanding the problem before committing to a solution.

Good discoveries share a few traits. They talk to the people who use and run the service, not only to managers. They map the whole journey, including the paper and phone parts. They end with a clear recommendation – and sometimes the recommendation is not to build anything.

The best outcome of a discovery we ran last year was a changed letter template, which cut calls to a contact centre by a third.`,
  }),
  journal({
    slug: 'retrieval-augmented-generation-in-practice',
    title: 'Retrieval-augmented generation in practice',
    category: 'AI',
    hashtags: ['ai', 'search', 'engineering'],
    shortDescription: 'Lessons from building question-answering over company documents.',
    daysAgo: 22,
    author: ELENA,
    body: `Retrieval-augmented generation – answering questions from your own documents – is the most requested AI feature we build. Three lessons stand out.

1. **Retrieval quality decides answer quality.** Spend your first week on search, not prompts.
2. **Cite every answer.** People trust an answer they can check, and checking reveals gaps in the documents.
3. **Say "I don't know".** An assistant that admits ignorance is used more, not less.

Measure with real questions from real users, collected before you start building.`,
  }),
  journal({
    slug: 'running-a-design-sprint-remotely',
    title: 'Running a design sprint with a distributed team',
    category: 'Product delivery',
    hashtags: ['design-sprint', 'remote', 'product'],
    shortDescription: 'Five days, five time zones, and the adjustments that made it work.',
    daysAgo: 24,
    author: PRIYA,
    body: `Design sprints were invented for a room with sticky notes. We have run many with teams spread across the country and beyond.

- **Shorter days.** Four focused hours beat eight tired ones.
- **One shared board**, prepared before day one, with a section per exercise.
- **Asynchronous sketching.** People sketch alone, then present – the quality goes up.
- **Test users booked in advance.** Friday's interviews are the point of the week.`,
  }),
  journal({
    slug: 'open-innovation-with-start-ups',
    title: 'Open innovation: working with start-ups without wasting their time',
    category: 'Partnerships',
    hashtags: ['partnerships', 'start-ups', 'corporate'],
    shortDescription: 'Why corporate–start-up pilots stall, and the terms that keep them moving.',
    daysAgo: 26,
    author: TOM,
    body: `Corporate pilots with start-ups often stall between the enthusiastic first meeting and the signed contract.

What helps:

- **A named sponsor with a budget** before the first call.
- **A paid pilot.** Free pilots signal low priority on both sides.
- **Standard terms** for data access and intellectual property, agreed once.
- **A decision date.** At the end of the pilot, buy, extend or stop – in writing.`,
  }),
  journal({
    slug: 'technical-debt-conversation-with-the-board',
    title: 'Talking to your board about technical debt',
    category: 'Engineering',
    hashtags: ['engineering', 'leadership', 'technical-debt'],
    shortDescription: 'Translate "we need to refactor" into risk, cost and speed.',
    daysAgo: 28,
    author: TOM,
    body: `"Technical debt" means little to a board. Risk, cost and speed mean a lot.

Describe the debt by its effect: *"Every change to billing takes three weeks instead of three days"*, *"We cannot apply security patches to this system without a weekend outage"*. Then propose a bounded investment with a measurable outcome, and report against it.

Boards fund what they understand. Make it understandable.`,
  }),
  journal({
    slug: 'ideas-board-that-works',
    title: 'Designing an ideas board people want to use',
    category: 'Innovation management',
    hashtags: ['ideation', 'campaigns', 'product'],
    shortDescription: 'What we learnt building the ideas board in our own platform.',
    daysAgo: 29,
    author: PRIYA,
    body: `Our platform's ideas board went through four designs. What survived:

- **Stages that mean something:** new, under review, selected, in progress, implemented, declined.
- **Votes, but not rankings.** Votes show interest; a ranking invites gaming.
- **Reasons for every decline.** The single feature that most increased repeat submissions.
- **Templates.** A Lean Canvas or problem statement makes ideas comparable.`,
  }),
  journal({
    slug: 'choosing-between-build-and-buy',
    title: 'Build or buy? A decision guide for product teams',
    category: 'Product delivery',
    hashtags: ['strategy', 'product', 'engineering'],
    shortDescription: 'Build what differentiates you; buy the rest. In practice, it is rarely that simple.',
    daysAgo: 31,
    author: TOM,
    body: `The rule of thumb – build what differentiates you, buy everything else – is right, but applying it takes care.

Ask four questions:

1. Would customers notice if this were the same as a competitor's?
2. Will requirements change faster than a vendor can follow?
3. What does switching cost in three years?
4. Do we have people who want to own it?

If the answers are no, no, little and no: buy.`,
  }),
  journal({
    slug: 'user-research-on-a-budget',
    title: 'User research on a budget',
    category: 'Product delivery',
    hashtags: ['user-research', 'product', 'start-ups'],
    shortDescription: 'Five interviews a week, no lab, no agency – and better decisions.',
    daysAgo: 32,
    author: PRIYA,
    body: `You do not need a research agency to learn from customers.

- Recruit from your own users, with a small thank-you.
- Ask about the last time they did the task, not what they would like.
- Record with permission, and share clips, not reports.
- Make it weekly. Five conversations a week beats one big study a year.`,
  }),
  journal({
    slug: 'funding-your-first-pilot',
    title: 'Funding your first pilot: grants, partners and customers',
    category: 'Funding',
    hashtags: ['funding', 'grants', 'pilots'],
    shortDescription: 'The three ways to pay for a pilot, and which to try first.',
    daysAgo: 34,
    author: ELENA,
    body: `A pilot with real users is the most convincing evidence a young venture can have. Paying for it is the hard part.

1. **Customers.** A paid pilot, even a small one, is the strongest signal.
2. **Partners.** A larger organisation may fund a pilot that solves its own problem.
3. **Grants.** Innovation grants fund risk that investors will not – but take months.

Apply for the grant in parallel, not instead.`,
  }),
  journal({
    slug: 'security-by-design-for-start-ups',
    title: 'Security by design for start-ups',
    category: 'Engineering',
    hashtags: ['security', 'start-ups', 'engineering'],
    shortDescription: 'Ten habits that cost little at the start and a lot to add later.',
    daysAgo: 36,
    author: ELENA,
    body: `Security added late is expensive. A few habits from day one cost very little.

- Multi-factor authentication everywhere, for everyone.
- Secrets in a vault, never in the repository.
- Least privilege for people and services.
- Dependencies updated weekly, automatically.
- Logs that record who did what, kept for a year.
- A written incident plan, rehearsed once.`,
  }),
  journal({
    slug: 'accessibility-is-a-feature',
    title: 'Accessibility is a feature, not a checklist',
    category: 'Design',
    hashtags: ['accessibility', 'design', 'quality'],
    shortDescription: 'Accessible products are better products for everyone. How we build them.',
    daysAgo: 37,
    author: PRIYA,
    body: `One in five people in the UK has a disability. Many more use their phone one-handed, in bright sunlight, or with a slow connection.

We treat accessibility as part of the definition of done: every page works with a keyboard and a screen reader, colours meet contrast ratios in both light and dark themes, and forms explain errors in words. Automated checks catch some problems; testing with real assistive-technology users catches the rest.`,
  }),
  journal({
    slug: 'forecasting-demand-with-small-data',
    title: 'Forecasting demand when you have little data',
    category: 'AI',
    hashtags: ['forecasting', 'data', 'ai'],
    shortDescription: 'Simple models, honest uncertainty, and when to trust human judgement.',
    daysAgo: 39,
    author: TOM,
    body: `Small businesses are told that AI needs big data. For forecasting, simple models on small data often beat complex ones.

Start with last year's pattern adjusted for trend. Show a range, not a single number. Compare the forecast with what the manager expected, and learn from the differences. After a year, you will know whether a more complex model is worth it.`,
  }),
  journal({
    slug: 'public-private-partnerships-that-last',
    title: 'Public–private partnerships that last',
    category: 'Partnerships',
    hashtags: ['partnerships', 'public-sector', 'strategy'],
    shortDescription: 'What separates a partnership from a long contract.',
    daysAgo: 41,
    author: ELENA,
    body: `A long contract specifies outputs. A partnership shares outcomes.

The partnerships we are proudest of have a joint team with one backlog, open books on cost, a shared measure of success that residents would recognise, and a break clause both sides are comfortable with. Trust is built by delivering small things early.`,
  }),
  journal({
    slug: 'lean-canvas-in-thirty-minutes',
    title: 'A Lean Canvas in thirty minutes',
    category: 'Innovation management',
    hashtags: ['templates', 'lean-canvas', 'start-ups'],
    shortDescription: 'A facilitation guide for the one-page business plan.',
    daysAgo: 42,
    author: PRIYA,
    body: `The Lean Canvas fits a business model on one page. Filling it in takes thirty minutes if you follow the order:

1. Customer segments and problem (10 minutes).
2. Unique value proposition (5 minutes).
3. Solution, channels and revenue (10 minutes).
4. Costs, key metrics and unfair advantage (5 minutes).

Then circle the riskiest box. That is your first experiment.`,
  }),
  journal({
    slug: 'hiring-your-first-engineers',
    title: 'Hiring your first engineers',
    category: 'Start-ups',
    hashtags: ['hiring', 'start-ups', 'engineering'],
    shortDescription: 'Advice for non-technical founders on building the first team.',
    daysAgo: 43,
    author: TOM,
    body: `Non-technical founders often ask us how to hire their first engineers.

Hire for ownership before speed. Give candidates a small paid task that resembles the real work. Ask them to explain a past decision they regret. And involve an experienced engineer you trust in the final interview – an hour of their time can save a year.`,
  }),
  journal({
    slug: 'data-quality-before-ai',
    title: 'Data quality comes before AI',
    category: 'Data',
    hashtags: ['data', 'ai', 'automation'],
    shortDescription: 'Most AI projects fail on data, not models. A quick health check.',
    daysAgo: 45,
    author: ELENA,
    body: `Before any AI project, we run a one-week data health check.

- **Completeness:** which fields are empty, and why?
- **Consistency:** do two systems agree on the same customer?
- **Timeliness:** how old is the data when it is used?
- **Ownership:** who fixes a wrong value?

Projects that start with the answers to these questions finish on time far more often.`,
  }),
  journal({
    slug: 'when-to-stop-a-project',
    title: 'When to stop a project',
    category: 'Innovation management',
    hashtags: ['strategy', 'innovation', 'decision-making'],
    shortDescription: 'Stopping well is a skill. How to decide, and how to do it.',
    daysAgo: 46,
    author: PRIYA,
    body: `Innovation means most projects should stop. Stopping well is a skill.

Decide the stop criteria before starting. Review them at fixed points, not when someone feels uneasy. When you stop, write down what you learnt and who should know. And thank the team in public: people who stop a project on evidence are the ones you want on the next one.`,
  }),
  journal({
    slug: 'service-design-for-b2b',
    title: 'Service design for business-to-business products',
    category: 'Design',
    hashtags: ['service-design', 'b2b', 'design'],
    shortDescription: 'The buyer, the user and the administrator are three different people.',
    daysAgo: 48,
    author: PRIYA,
    body: `In business software, the person who buys, the person who uses and the person who administers are rarely the same.

Map all three journeys. The buyer needs evidence and a business case; the user needs to get their job done faster; the administrator needs control and an audit trail. Products that serve only one of them struggle to renew.`,
  }),
  journal({
    slug: 'observability-for-small-teams',
    title: 'Observability for small teams',
    category: 'Engineering',
    hashtags: ['engineering', 'operations', 'support'],
    shortDescription: 'Know when your product breaks before your customers tell you.',
    daysAgo: 49,
    author: TOM,
    body: `Small teams cannot watch dashboards all day. They need the system to tell them when something matters.

Start with four signals per service – requests, errors, latency and saturation – and alert only on what a customer would notice. Add structured logs with a request id, so one failed request can be followed across services. Review every alert monthly: an alert nobody acts on should be removed.`,
  }),
  journal({
    slug: 'innovation-in-regulated-industries',
    title: 'Innovating in regulated industries',
    category: 'Strategy',
    hashtags: ['regulation', 'health', 'finance'],
    shortDescription: 'Regulation slows the careless. It need not slow you.',
    daysAgo: 52,
    author: ELENA,
    body: `Health, finance and energy are heavily regulated – and full of opportunity.

Involve compliance colleagues from the first week, as designers of the solution rather than reviewers at the end. Use regulatory sandboxes where they exist. Document decisions as you go; an audit trail written later is never as convincing.`,
  }),
  journal({
    slug: 'minimum-viable-product-pricing',
    title: 'Pricing your minimum viable product',
    category: 'Product delivery',
    hashtags: ['pricing', 'mvp', 'start-ups'],
    shortDescription: 'Charge from day one – and learn more than any survey can tell you.',
    daysAgo: 54,
    author: TOM,
    body: `Founders often launch free "to get feedback". Free users give kind feedback; paying users give useful feedback.

Charge from the first version, even a small amount. Offer a discount for early customers in return for regular conversations. Watch who pays and who leaves: it tells you more about your market than any survey.`,
  }),
  journal({
    slug: 'remote-collaboration-across-organisations',
    title: 'Collaborating across organisations without losing momentum',
    category: 'Partnerships',
    hashtags: ['collaboration', 'partnerships', 'teams'],
    shortDescription: 'Shared tools, shared rhythm, and a shared definition of done.',
    daysAgo: 58,
    author: PRIYA,
    body: `Projects between organisations slow down at the seams: different tools, approvals and calendars.

Agree a weekly rhythm with one demo for everyone. Use one backlog both sides can edit. Write a shared definition of done. And name a single decision-maker on each side for anything that cannot wait a week.`,
  }),
  journal({
    slug: 'what-we-learnt-from-forty-pilots',
    title: 'What we learnt from forty pilots',
    category: 'Case studies',
    hashtags: ['pilots', 'launchpad', 'lessons'],
    shortDescription: 'The patterns behind the pilots that led to contracts, and those that did not.',
    daysAgo: 64,
    author: ELENA,
    body: `Of the forty pilots we have run with clients and Launchpad teams, twenty-three led to a contract or a launch.

The successful ones had three things in common: a sponsor who attended the final review, a success measure agreed before the pilot started, and real users – not colleagues – in the test group. The unsuccessful ones most often lacked the first.`,
  }),
];
