// The service catalogue of seed section 2: three pillars of three services each, plus support. Menus,
// the home page and the service pages read it; each service names the enquiry type its form preselects.
import type { EnquiryType } from '@innov/contracts';

export interface TService {
  slug: string;
  title: string;
  summary: string;
  enquiryType: EnquiryType;
}

export interface TServiceGroup {
  id: 'software-engineering' | 'innovation-launchpad' | 'strategic-partnerships';
  title: string;
  summary: string;
  services: TService[];
}

export const SERVICES_HREF = '/services';
export const SUPPORT_HREF = '/services/support';

export const SERVICE_GROUPS: TServiceGroup[] = [
  {
    id: 'software-engineering',
    title: 'Software engineering',
    summary: 'Engineering capacity and automation for the products and systems you already run.',
    services: [
      {
        slug: 'ai-integration-in-existing-projects',
        title: 'AI integration in existing projects',
        summary: 'Add language models, search and prediction to live systems, with evaluation and guard rails.',
        enquiryType: 'AI_INTEGRATION',
      },
      {
        slug: 'data-extraction-and-automation',
        title: 'Data extraction and automation',
        summary: 'Turn documents, inboxes and legacy systems into clean data and dependable workflows.',
        enquiryType: 'DATA_EXTRACTION_AND_AUTOMATION',
      },
      {
        slug: 'engineering-staffing',
        title: 'Engineering staffing',
        summary: 'Senior engineers who join your team, ship in your codebase and leave it better documented.',
        enquiryType: 'SOFTWARE_ENGINEERING_STAFFING',
      },
    ],
  },
  {
    id: 'innovation-launchpad',
    title: 'Innovation launchpad',
    summary: 'From idea to evidence: prove it, build it, then fund what works.',
    services: [
      {
        slug: 'proof-of-concept-development',
        title: 'Proof of concept development',
        summary: 'Test the riskiest assumption in weeks, with working software and a clear go or no-go.',
        enquiryType: 'PROOF_OF_CONCEPT',
      },
      {
        slug: 'minimum-viable-product-development',
        title: 'Minimum viable product development',
        summary: 'Launch a focused first version to real users, instrumented to learn from day one.',
        enquiryType: 'MINIMUM_VIABLE_PRODUCT',
      },
      {
        slug: 'validation-and-selective-funding',
        title: 'Validation and selective funding',
        summary: 'Independent validation of your venture and, for a selected few, co-investment to go further.',
        enquiryType: 'SELECTIVE_VALIDATION_AND_FUNDING',
      },
    ],
  },
  {
    id: 'strategic-partnerships',
    title: 'Strategic partnerships',
    summary: 'Long-term engineering and innovation partners for public and private organisations.',
    services: [
      {
        slug: 'ongoing-support',
        title: 'Ongoing support',
        summary: 'Maintenance, monitoring and steady improvement for products after launch.',
        enquiryType: 'ONGOING_SUPPORT',
      },
      {
        slug: 'public-partnership',
        title: 'Public partnership',
        summary: 'A delivery partner for councils, agencies and public bodies, built to public-sector standards.',
        enquiryType: 'PUBLIC_SECTOR_PARTNERSHIP',
      },
      {
        slug: 'private-partnership',
        title: 'Private partnership',
        summary: 'A standing innovation team for your company: one roadmap, shared risk and shared upside.',
        enquiryType: 'PRIVATE_SECTOR_PARTNERSHIP',
      },
    ],
  },
];

export const SUPPORT_SERVICE = {
  title: 'Support',
  summary: 'For existing clients: raise an issue, follow its progress and reach the team on call.',
  href: SUPPORT_HREF,
} as const;

export function serviceHref(group: TServiceGroup, service: TService): string {
  return `${SERVICES_HREF}/${group.id}/${service.slug}`;
}
