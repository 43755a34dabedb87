// The written company pages: who we are, innovate with us, finance for innovation, and the documentation.
import { SITE } from '@innov/contracts';
import type { TContentPage } from './content.ts';

export const WHO_WE_ARE: TContentPage = {
  path: '/who-we-are',
  eyebrow: 'Who we are',
  title: 'Engineers, designers and partners who have shipped products',
  description: `${SITE.name} is an innovation-services company in London and Manchester: ninety engineers, designers and partners who help organisations turn ideas into working products.`,
  sections: [
    {
      id: 'story',
      heading: 'Our story',
      paragraphs: [
        `${SITE.name} started five years ago as four engineers in a shared office in Shoreditch, building first versions of products for start-ups. Our clients kept asking for the same things: help to test an idea before betting on it, engineers who could join their team, and a partner who would still be there after launch.`,
        'Today we are ninety people in London and Manchester, organised in three practices – software engineering, the innovation launchpad and strategic partnerships – and we have shipped more than 120 products for clients in health, energy, logistics, finance and the public sector.',
      ],
    },
    {
      id: 'principles',
      heading: 'How we work',
      bullets: [
        'Evidence over opinion: every project has a written success measure and a stop criterion.',
        'Small, senior teams: the people you meet are the people who do the work.',
        'Your team gets stronger: we pair, document and plan the handover from day one.',
        'Accessible and secure by default: WCAG 2.2 AA, ISO/IEC 27001 and Cyber Essentials Plus.',
        'Honest advice, including the advice not to build something.',
      ],
    },
    {
      id: 'leadership',
      heading: 'Leadership',
      bullets: [
        'Priya Nair – Head of the Innovation Launchpad. Previously founded and sold a health-tech start-up.',
        'Tom Okafor – Head of Engineering. Fifteen years building platforms for logistics and energy companies.',
        'Elena Ruiz – Partner, Public Partnerships. Led digital services in local and central government.',
        'Dr Samira Haddad – Chief Technology Officer. Formerly head of platform engineering at a national bank.',
      ],
    },
    {
      id: 'company',
      heading: 'Company details',
      paragraphs: [
        `${SITE.legalName} is registered in England and Wales. Our registered office is at ${SITE.address.street}, ${SITE.address.locality} ${SITE.address.postalCode}. We are a certified B Corporation. Write to us at ${SITE.email}.`,
      ],
    },
  ],
};

export const INNOVATE: TContentPage = {
  path: '/innovate',
  eyebrow: 'Innovate with us',
  title: 'Take an idea from a hunch to evidence',
  description:
    'How to innovate with Lumenfold: bring an idea, a problem or a programme, and we help you frame it, test it and decide – with the Launchpad, our platform, or a standing team.',
  sections: [
    {
      id: 'three-routes',
      heading: 'Three ways in',
      steps: [
        {
          title: 'Bring an idea',
          text: 'Founders and intrapreneurs join the Innovation Launchpad: twelve weeks from idea to a pilot with real users.',
        },
        {
          title: 'Bring a problem',
          text: 'We frame it with you, run a proof of concept, and tell you honestly whether to go on.',
        },
        {
          title: 'Bring a programme',
          text: 'Run innovation campaigns across your organisation on our platform, with our people to help.',
        },
      ],
    },
    {
      id: 'platform',
      heading: 'The platform',
      paragraphs: [
        'Our workspace gives your teams what a good innovation programme needs: campaigns with clear briefs and phases, an ideas board with votes and decisions, templates such as the Lean Canvas and problem statement, and a directory of collaborators and partners. Plans start free.',
      ],
    },
    {
      id: 'what-good-looks-like',
      heading: 'What good looks like',
      bullets: [
        'A specific brief, not “any ideas?”.',
        'A decision on every idea within a fortnight.',
        'Sponsors with a budget for what wins.',
        'Credit in public for the people whose ideas ship.',
      ],
    },
  ],
};

export const FINANCE: TContentPage = {
  path: '/marketing/finance',
  eyebrow: 'Finance for innovation',
  title: 'Funding your innovation in the UK',
  description:
    'Grants, loans, tax relief and investment for innovation in the UK, and how Lumenfold helps ventures and companies find and win the right funding.',
  sections: [
    {
      id: 'sources',
      heading: 'Where the money comes from',
      bullets: [
        'Grants – Innovate UK Smart Grants and sector competitions fund research and development risk that investors will not.',
        'Loans – the British Business Bank’s Start Up Loans and growth programmes lend to new and growing businesses.',
        'Tax relief – the merged R&D expenditure credit returns part of qualifying R&D spend.',
        'Equity – angels and venture funds invest in ventures with evidence of demand.',
        'Customers and partners – a paid pilot is often the fastest money and the best evidence.',
      ],
    },
    {
      id: 'how-we-help',
      heading: 'How we help',
      paragraphs: [
        'Launchpad teams get a free review of grant applications from our partners. Validated ventures can apply for selective co-investment from Lumenfold. And every proof of concept we run ends with an evidence pack written for funders as well as boards.',
      ],
    },
    {
      id: 'read-more',
      heading: 'Read more',
      paragraphs: [
        'Our funding news in the resources section explains current rounds and schemes in plain English, and is updated as they open and close.',
      ],
    },
  ],
};

export const DOCS: TContentPage = {
  path: '/docs',
  eyebrow: 'Documentation',
  title: 'Platform documentation',
  description:
    'Documentation for the Lumenfold platform: getting started, workspaces and teams, campaigns and ideas, collaboration, subscriptions, security and your data.',
  sections: [
    {
      id: 'getting-started',
      heading: 'Getting started',
      paragraphs: [
        'New to the platform? The welcome guide walks you through creating your account, setting up your workspace and inviting your first team in about ten minutes.',
      ],
    },
    {
      id: 'topics',
      heading: 'Topics',
      bullets: [
        'Workspaces and company information: your organisation’s profile, logo and members.',
        'Teams: roles (owner, admin, member), invitations that expire after seven days, and transferring ownership.',
        'Campaigns and ideas: briefs, phases, the ideas board, templates and scoring.',
        'Collaboration: listings, applications, job requests and the collaborator directory.',
        'Subscriptions: plans, referral codes, payments and invoices.',
        'Security: passwords, multi-factor authentication, remembered devices and signing out everywhere.',
        'Your data: exporting it, and deleting your account.',
      ],
    },
    {
      id: 'help',
      heading: 'Need help?',
      paragraphs: [
        `Clients with a support agreement can raise an issue from the support page. Everyone else can write to ${SITE.email}.`,
      ],
    },
  ],
};

export const DOCS_WELCOME: TContentPage = {
  path: '/docs/welcome',
  eyebrow: 'Documentation',
  title: 'Welcome to the platform',
  description:
    'Your first ten minutes on the Lumenfold platform: create an account, set up your workspace, invite your team and start your first campaign.',
  sections: [
    {
      id: 'steps',
      heading: 'Your first ten minutes',
      steps: [
        {
          title: 'Create your account',
          text: 'Sign up with your work e-mail and confirm it with the code we send. Choose a plan – Connect is free.',
        },
        {
          title: 'Set up your workspace',
          text: 'Add your company’s name, industry, size and logo. Members you invite will see it.',
        },
        {
          title: 'Invite your team',
          text: 'Invite colleagues by e-mail with a role. Invitations expire after seven days; you can resend them.',
        },
        {
          title: 'Start a campaign',
          text: 'On the Campaign plan, write a brief, set the phases and open the ideas board to your team.',
        },
      ],
    },
    {
      id: 'secure',
      heading: 'Secure your account',
      paragraphs: [
        'Turn on multi-factor authentication in your account settings: an authenticator app or a text message code. You can see and forget remembered devices, and sign out of every device at once.',
      ],
    },
    {
      id: 'approval',
      heading: 'Approval of new accounts',
      paragraphs: [
        'If you joined an existing workspace, its owner approves your account before workspace features unlock; a banner tells you while you wait. New workspaces are approved by our team, usually within one working day.',
      ],
    },
  ],
};
