// The written content of the nine service pages and the support page: what the service is, what the client
// gets, how an engagement runs, and what it costs in time. Titles and enquiry types come from services.ts.
import type { TContentSection } from './content.ts';

export interface TServicePageContent {
  lead: string;
  description: string;
  sections: TContentSection[];
}

export const SERVICE_PAGES: Record<string, TServicePageContent> = {
  'ai-integration-in-existing-projects': {
    description:
      'Add language models, search and prediction to the systems you already run, measured on your own data, with guard rails and a team that owns it after we leave.',
    lead: 'Language models, search and prediction in the product you already have: measured on your data, guarded in production, and owned by your team when we leave.',
    sections: [
      {
        id: 'what-you-get',
        heading: 'What you get',
        bullets: [
          'An evaluation set built from your own documents, tickets or transactions, so quality is a number rather than an impression.',
          'A working integration in your codebase: retrieval over your knowledge, document understanding, drafting or classification.',
          'Guard rails: confidence thresholds, human review for uncertain answers, logging of every prompt and response.',
          'A cost and latency budget, with the model choice that meets it (hosted or open-weight).',
          'Handover: your engineers pair with ours throughout and own the prompts, evaluation and monitoring.',
        ],
      },
      {
        id: 'how-it-works',
        heading: 'How an engagement runs',
        steps: [
          {
            title: 'Two-week assessment',
            text: 'We pick the use case with the best value-to-risk ratio and collect 200 real examples.',
          },
          {
            title: 'Evaluation first',
            text: 'Before any feature work, we measure candidate approaches against the examples.',
          },
          {
            title: 'Build in your stack',
            text: 'Four to eight weeks of delivery in your repository, behind a feature flag.',
          },
          {
            title: 'Release and monitor',
            text: 'A staged release with quality dashboards and an agreed rollback plan.',
          },
        ],
      },
      {
        id: 'good-fit',
        heading: 'A good fit when',
        paragraphs: [
          'You have a live product or internal system, a team that can maintain it, and a task where a wrong answer can be caught and corrected. If the answer must be exactly right every time – tax, eligibility, pricing – we will tell you to write the rule instead and use AI to explain it.',
        ],
      },
    ],
  },
  'data-extraction-and-automation': {
    description:
      'Turn documents, inboxes and legacy systems into clean data and dependable workflows: document understanding, integrations and automation with people in the loop.',
    lead: 'Documents, inboxes and legacy systems turned into clean data and dependable workflows, with people checking only what the machine is unsure about.',
    sections: [
      {
        id: 'what-we-automate',
        heading: 'What we automate',
        bullets: [
          'Invoices, delivery notes, claims and application forms read into structured data.',
          'Shared inboxes triaged and routed, with drafts for common replies.',
          'Data moved reliably between systems that were never designed to talk to each other.',
          'Reports assembled from several sources every morning, checked and delivered.',
        ],
      },
      {
        id: 'how-it-works',
        heading: 'How an engagement runs',
        steps: [
          {
            title: 'Measure the manual work',
            text: 'Hours, error rates and delays today, so the saving is measured, not promised.',
          },
          { title: 'Collect a test set', text: 'Five hundred recent documents with the values your team keyed in.' },
          {
            title: 'Build with a review screen',
            text: 'Low-confidence fields go to a person; every correction improves the model.',
          },
          { title: 'Run side by side', text: 'Two weeks in parallel with the manual process before it takes over.' },
        ],
      },
      {
        id: 'results',
        heading: 'Typical results',
        paragraphs: [
          'Clients typically cut manual keying by 70 to 90 per cent within three months, with fewer errors than before. One logistics client now reads 12,000 delivery notes a week automatically; the people who used to type handle exceptions and customers instead.',
        ],
      },
    ],
  },
  'engineering-staffing': {
    description:
      'Senior software engineers who join your team, ship in your codebase, pair with your people and leave the system better documented than they found it.',
    lead: 'Senior engineers who join your team, ship in your codebase and leave it better documented – with a handover planned from the first day.',
    sections: [
      {
        id: 'who-we-place',
        heading: 'Who joins your team',
        bullets: [
          'Full-stack, backend, frontend and mobile engineers with at least six years of professional experience.',
          'Data and platform engineers for pipelines, cloud infrastructure and observability.',
          'Engineering leads who can run a team while a permanent hire is found.',
          'Every engineer is a Lumenfold employee, security-vetted, with our engineering standards behind them.',
        ],
      },
      {
        id: 'how-it-works',
        heading: 'How it works',
        steps: [
          {
            title: 'A call about the work',
            text: 'We talk about your codebase, your team and the outcome you need, not a job description.',
          },
          { title: 'Meet the engineers', text: 'Within a week you meet one or two engineers who fit; you choose.' },
          {
            title: 'Start and pair',
            text: 'They pair with your people from the first day and ship in the first week.',
          },
          {
            title: 'Plan the exit',
            text: 'A handover date and checklist are agreed at the start, and reviewed monthly.',
          },
        ],
      },
      {
        id: 'terms',
        heading: 'Terms',
        paragraphs: [
          'Engagements start at three months, with a month’s notice on either side after that. Engineers work in your tools and your time zone, on site or remote. If someone is not the right fit in the first two weeks, we replace them at no cost.',
        ],
      },
    ],
  },
  'proof-of-concept-development': {
    description:
      'Test the riskiest assumption behind your idea in two to six weeks, with working software and a clear go or no-go decision at the end.',
    lead: 'Test the riskiest assumption behind your idea in two to six weeks, with working software and a clear go or no-go at the end.',
    sections: [
      {
        id: 'what-it-answers',
        heading: 'What a proof of concept answers',
        paragraphs: [
          'A proof of concept answers one question: can this be built, at the quality and cost the idea needs? It is not a prototype for customers and not a first product. It is the cheapest way to find out whether the hard part is possible before you commit a budget to the rest.',
        ],
      },
      {
        id: 'how-it-works',
        heading: 'How it runs',
        steps: [
          {
            title: 'Frame the question',
            text: 'One riskiest assumption, written down, with the result that would mean go and the one that would mean stop.',
          },
          {
            title: 'Build the hard part',
            text: 'Engineers build only what tests the assumption – often a data pipeline, a model or an integration.',
          },
          { title: 'Measure', text: 'We run it against real data or real conditions and record the results honestly.' },
          {
            title: 'Decide',
            text: 'A short report and a meeting: go, change course, or stop – with the evidence for each.',
          },
        ],
      },
      {
        id: 'what-you-keep',
        heading: 'What you keep',
        bullets: [
          'The code, the data and the results, in your repository.',
          'A written decision record that funders and boards recognise.',
          'If the answer is go: a plan and estimate for the minimum viable product.',
        ],
      },
    ],
  },
  'minimum-viable-product-development': {
    description:
      'Launch a focused first version of your product to real users in eight to sixteen weeks, instrumented to learn from the first day.',
    lead: 'A focused first version in front of real users in eight to sixteen weeks, instrumented to learn from day one.',
    sections: [
      {
        id: 'what-you-get',
        heading: 'What you get',
        bullets: [
          'A product that serves one kind of customer doing one job, properly.',
          'Authentication, payments, e-mail and hosting bought rather than built, to save weeks.',
          'Analytics and feedback built in, so every week tells you something new.',
          'A codebase your future team can take over: tested, documented, deployed automatically.',
        ],
      },
      {
        id: 'how-it-works',
        heading: 'How it runs',
        steps: [
          { title: 'Fortnight zero', text: 'Customer interviews, scope and a kill criterion written down on day one.' },
          {
            title: 'Weekly demos',
            text: 'Every week, a demo to a real user who would pay – not only to the steering group.',
          },
          { title: 'Private beta', text: 'A small group of customers uses it for real, with us watching closely.' },
          { title: 'Launch', text: 'Public release, with a plan for the next ninety days based on what users did.' },
        ],
      },
      {
        id: 'team',
        heading: 'The team',
        paragraphs: [
          'A product lead, a designer and two to four engineers, working with your founder or product owner every day. Engineers sit in customer interviews: it removes a round of translation and a month of rework.',
        ],
      },
    ],
  },
  'validation-and-selective-funding': {
    description:
      'Independent validation of your venture – market, technology and team – and, for a selected few, co-investment to take it further.',
    lead: 'An independent view of your venture’s market, technology and team – and, for a selected few, co-investment to go further.',
    sections: [
      {
        id: 'validation',
        heading: 'Validation',
        paragraphs: [
          'In four weeks, a partner and two specialists review your evidence: customer interviews, pilot results, the technology and the plan. You receive a written assessment of what is proven, what is assumed, and the three experiments that would most reduce risk.',
          'Funders and corporate partners use our assessments as part of their due diligence; we write them to be useful to you first.',
        ],
      },
      {
        id: 'selective-funding',
        heading: 'Selective funding',
        bullets: [
          'A small number of validated ventures each year receive co-investment from Lumenfold, alongside grants or angel funding.',
          'Investment can be in cash, in engineering time, or both.',
          'We introduce ventures to the grant bodies and investors we work with, including Innovate UK programmes.',
        ],
      },
      {
        id: 'criteria',
        heading: 'What we look for',
        bullets: [
          'A specific customer problem with evidence that it matters.',
          'At least one founder working on it full time.',
          'A technology or data advantage that takes others time to copy.',
        ],
      },
    ],
  },
  'ongoing-support': {
    description:
      'Maintenance, monitoring and steady improvement for products after launch: security updates, incident response and a monthly improvement budget.',
    lead: 'Maintenance, monitoring and steady improvement for your product after launch, by the people who know it.',
    sections: [
      {
        id: 'included',
        heading: 'What is included',
        bullets: [
          'Monitoring of availability, errors and performance, with alerts to our on-call engineers.',
          'Security updates to dependencies and infrastructure, applied within agreed windows.',
          'Incident response with agreed response times, and a written review after every incident.',
          'A monthly budget of improvement days, planned with you.',
          'A monthly report on health, costs and what changed.',
        ],
      },
      {
        id: 'levels',
        heading: 'Service levels',
        paragraphs: [
          'Standard support covers UK business hours with a four-hour response to urgent incidents. Extended support adds evenings and weekends with a one-hour response. Both include a named engineer who knows your product.',
        ],
      },
      {
        id: 'joining',
        heading: 'Products we did not build',
        paragraphs: [
          'We support products built by others too. We start with a two-week review of the code, infrastructure and documentation, fix what is urgent, and then agree the service level.',
        ],
      },
    ],
  },
  'public-partnership': {
    description:
      'A delivery partner for councils, agencies and public bodies: user-centred services built to the Government Service Standard, bought through compliant frameworks.',
    lead: 'A delivery partner for councils, agencies and public bodies: services built to the Government Service Standard, bought through compliant frameworks.',
    sections: [
      {
        id: 'how-we-work',
        heading: 'How we work with public bodies',
        bullets: [
          'Discovery, alpha, beta and live phases, with assessments passed at each stage.',
          'User research with residents and staff, including people who use assisted digital routes.',
          'Accessible by default: WCAG 2.2 AA, tested with assistive technology users.',
          'Open code where possible, and no lock-in: your team can take over at any point.',
        ],
      },
      {
        id: 'buying',
        heading: 'Buying from us',
        paragraphs: [
          'We are on a Crown Commercial Service framework for digital outcomes, so public bodies can commission discovery and delivery without a full tender. We hold ISO/IEC 27001 and Cyber Essentials Plus certification and work to the UK GDPR and the Data Protection Act 2018.',
        ],
      },
      {
        id: 'examples',
        heading: 'Recent work',
        bullets: [
          'A resident reporting service for Harbour City Council that replaced four queues with one.',
          'A discharge-planning service with an NHS trust that cut delayed discharges by a fifth.',
          'Clinical software pilots under a shared framework with Northbridge Health.',
        ],
      },
    ],
  },
  'private-partnership': {
    description:
      'A standing innovation team for your company: one roadmap, shared risk and shared upside, from discovery to scale.',
    lead: 'A standing innovation team for your company: one roadmap, shared risk and shared upside.',
    sections: [
      {
        id: 'what-it-is',
        heading: 'What a private partnership is',
        paragraphs: [
          'Instead of a series of projects, a partnership gives you a stable team of product, design and engineering people who learn your business and work on a shared roadmap. The team runs discovery, proofs of concept and launches continuously, and stops what does not work.',
        ],
      },
      {
        id: 'commercials',
        heading: 'Commercial models',
        bullets: [
          'A monthly retainer for a fixed team, reviewed quarterly.',
          'Outcome-linked fees, where part of our fee depends on the results we agree.',
          'Joint ventures for new products, with shared ownership and revenue.',
        ],
      },
      {
        id: 'governance',
        heading: 'Governance',
        steps: [
          {
            title: 'Quarterly portfolio review',
            text: 'Sponsors decide what to start, continue and stop, on evidence.',
          },
          { title: 'Monthly steering', text: 'Progress, risks and budget, with open books on cost.' },
          { title: 'Weekly demo', text: 'Everyone sees the work, every week.' },
        ],
      },
    ],
  },
};

export const SUPPORT_PAGE: TServicePageContent = {
  description:
    'Support for existing Lumenfold clients: how to raise an issue, response times, the on-call team and service status.',
  lead: 'For existing clients: how to raise an issue, what happens next, and how fast we respond.',
  sections: [
    {
      id: 'raise-an-issue',
      heading: 'Raise an issue',
      paragraphs: [
        'Use the form on this page with the type “Ongoing support”, or write to your named engineer. Tell us what happened, when, who is affected, and what you expected. Screenshots and request ids help us find the cause faster.',
      ],
    },
    {
      id: 'response-times',
      heading: 'Response times',
      bullets: [
        'Urgent – the service is down or data is at risk: response within one hour (extended support) or four business hours (standard).',
        'High – a key feature is broken with no workaround: response within one business day.',
        'Normal – a defect with a workaround, or a question: response within two business days.',
        'Improvement requests are planned into your monthly improvement days.',
      ],
    },
    {
      id: 'after-an-incident',
      heading: 'After an incident',
      paragraphs: [
        'Every urgent incident is followed by a written review within five business days: what happened, why, what we changed, and what we will change to prevent it happening again. Reviews are blameless and shared with your team.',
      ],
    },
  ],
};
