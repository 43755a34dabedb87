// Every island of the public pages, by the name it is marked with (island() in island.tsx), loaded on demand so a
// page fetches the code of the islands it has and no other.
import type { ComponentType } from 'react';

type TIslandModule = Promise<{ [name: string]: unknown }>;

/** Each entry: how to load the module, and the export that island() made. */
const load = (module: () => TIslandModule, exportName: string) => async (): Promise<ComponentType<object>> => {
  const exported = (await module())[exportName] as { Component?: ComponentType<object> } | undefined;
  if (!exported?.Component) throw new Error(`No island "${exportName}".`);
  return exported.Component;
};

export const ISLANDS: Record<string, () => Promise<ComponentType<object>>> = {
  'services-menu': load(() => import('../marketing/components/services-menu.tsx'), 'ServicesMenu'),
  'nav-link': load(() => import('../marketing/components/nav-link.tsx'), 'NavLink'),
  'settings-button': load(() => import('../site-ui/components/settings-button.tsx'), 'SettingsButton'),
  'mobile-nav': load(() => import('../marketing/components/mobile-nav.tsx'), 'MobileNav'),
  'header-account': load(() => import('../marketing/components/header-account.tsx'), 'HeaderAccount'),
  'cookie-notice': load(() => import('../cookies/components/cookie-notice.tsx'), 'CookieNotice'),
  'newsletter-signup': load(() => import('../newsletter/components/newsletter-signup.tsx'), 'NewsletterSignup'),
  'enquiry-form': load(() => import('../enquiry/components/enquiry-form.tsx'), 'EnquiryForm'),
  'survey-form': load(() => import('../survey/components/survey-form.tsx'), 'SurveyForm'),
  'referral-form': load(() => import('../pricing/components/referral.tsx'), 'ReferralForm'),
  'plan-price': load(() => import('../pricing/components/referral.tsx'), 'PlanPrice'),
  'choose-plan-link': load(() => import('../pricing/components/referral.tsx'), 'ChoosePlanLink'),
};
