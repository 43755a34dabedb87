import { describe, expect, it } from 'vitest';
import { isActiveHref } from './navigation.ts';
import { SERVICE_GROUPS, serviceHref } from './services.ts';

describe('isActiveHref', () => {
  it('matches the page itself and the pages below it', () => {
    expect(isActiveHref('/pricing', '/pricing')).toBe(true);
    expect(isActiveHref('/services/support', '/services')).toBe(true);
    expect(isActiveHref('/services-old', '/services')).toBe(false);
    expect(isActiveHref('/resources', '/resources?defaultType=blogs')).toBe(true);
  });

  it('treats the home page as active only on itself', () => {
    expect(isActiveHref('/', '/')).toBe(true);
    expect(isActiveHref('/pricing', '/')).toBe(false);
  });
});

describe('service catalogue', () => {
  it('has the nine service routes of the seed', () => {
    const hrefs = SERVICE_GROUPS.flatMap((group) => group.services.map((service) => serviceHref(group, service)));
    expect(hrefs).toEqual([
      '/services/software-engineering/ai-integration-in-existing-projects',
      '/services/software-engineering/data-extraction-and-automation',
      '/services/software-engineering/engineering-staffing',
      '/services/innovation-launchpad/proof-of-concept-development',
      '/services/innovation-launchpad/minimum-viable-product-development',
      '/services/innovation-launchpad/validation-and-selective-funding',
      '/services/strategic-partnerships/ongoing-support',
      '/services/strategic-partnerships/public-partnership',
      '/services/strategic-partnerships/private-partnership',
    ]);
  });

  it('gives every service its own enquiry type', () => {
    const types = SERVICE_GROUPS.flatMap((group) => group.services.map((service) => service.enquiryType));
    expect(new Set(types).size).toBe(types.length);
  });
});
