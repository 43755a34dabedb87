// The legal texts: a UK company (UK GDPR, Data Protection Act 2018, PECR) processing what this system holds –
// accounts and profiles, workspace and team data, enquiries, newsletter subscriptions, survey answers,
// payments through Stripe, and security logs.
import { MONITORING, SITE } from '@innov/contracts';
import type { TContentPage } from '../../marketing/lib/content.ts';

const UPDATED = '22 November 2026';
const ADDRESS = `${SITE.legalName}, ${SITE.address.street}, ${SITE.address.locality} ${SITE.address.postalCode}, ${SITE.address.country}`;

export const PRIVACY_POLICY: TContentPage = {
  path: '/legal/privacy-policy',
  eyebrow: 'Legal',
  title: 'Privacy policy',
  description: `How ${SITE.legalName} collects, uses and protects personal data under the UK GDPR and the Data Protection Act 2018, and how to exercise your rights.`,
  updated: UPDATED,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `${ADDRESS} is the controller of the personal data described in this policy. For any question about your data, write to ${SITE.email} with “Data protection” in the subject line.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      bullets: [
        'Account data: your e-mail address, given and family name, password verifier (we never store your password itself), multi-factor settings, remembered devices, and your consent choices for the terms and marketing updates.',
        'Profile and workspace data: your profile picture, your company’s information (name, industry, city, address, postal code, country, size, website and logo), team memberships and roles, and the content you create – campaigns, ideas, comments, listings, applications and job requests.',
        'Enquiries: your name, e-mail, company, message, the enquiry type, any referral code, and the time you agreed to be contacted.',
        'Newsletter: your e-mail address and when you subscribed, confirmed or unsubscribed.',
        'Survey answers: the answers you give; if you are not signed in, they are linked only to an anonymous identifier.',
        'Payments: your plan, the amounts and status of payments, and a customer reference at Stripe. Card details go directly to Stripe and never reach our servers.',
        'Security and service logs: IP address, device and browser, sign-in events and the actions you take in your workspace, kept to protect accounts and investigate incidents.',
      ],
    },
    {
      id: 'why',
      heading: 'Why we use it, and our lawful basis',
      bullets: [
        'To provide your account, workspace and subscription – performance of our contract with you (Article 6(1)(b) UK GDPR).',
        'To answer enquiries – our legitimate interest in responding to people who contact us, and steps you ask us to take before a contract.',
        'To send the newsletter – your consent, given by confirming your subscription; you can withdraw it at any time with the link in every e-mail.',
        'To keep the service secure, prevent fraud and keep an audit log – our legitimate interests and our legal obligations.',
        'To keep accounting records of payments – our legal obligations.',
        'To improve the service from survey answers – our legitimate interest; answers are reported only in aggregate.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      paragraphs: [
        'We use processors under written contracts: our cloud hosting provider (data stored in the United Kingdom and the European Economic Area), Stripe for card payments, and our e-mail delivery provider. Within a workspace, members see the content and profile details that the workspace is designed to share. We do not sell personal data.',
        'Where a processor transfers data outside the UK, we rely on UK adequacy regulations or the International Data Transfer Agreement.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      bullets: [
        'Account, profile and workspace data: while your account is open. When you delete your account, we delete your profile, plan, notification settings and survey answers at once.',
        'Payment records: six years after the end of the financial year, as UK tax law requires; they are detached from your profile when you delete your account.',
        'Enquiries: two years after our last correspondence.',
        'Newsletter: until you unsubscribe; we then keep only the fact that the address unsubscribed, so we do not write to it again.',
        'Security logs: one year.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      paragraphs: [
        'You have the right to access your data, to have it corrected or erased, to restrict or object to its use, to data portability, and to withdraw consent at any time. Many of these you can exercise yourself in your account settings; for the rest, write to us and we will answer within one month.',
        'If you are unhappy with how we handle your data, you can complain to the Information Commissioner’s Office (ico.org.uk, 0303 123 1113). We would appreciate the chance to put things right first.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      paragraphs: [
        'Passwords are checked with the Secure Remote Password protocol, so they never cross the network; multi-factor authentication is available to every user; data is encrypted in transit and at rest; and access by our staff is limited, logged and reviewed. We are certified to ISO/IEC 27001 and Cyber Essentials Plus.',
      ],
    },
  ],
};

export const COOKIE_POLICY: TContentPage = {
  path: '/legal/cookie-policy',
  eyebrow: 'Legal',
  title: 'Cookie policy',
  description: `The cookies and browser storage ${SITE.name} uses, why each one is strictly necessary, and how consent works if analytics is ever switched on.`,
  updated: UPDATED,
  sections: [
    {
      id: 'summary',
      heading: 'In short',
      paragraphs: [
        MONITORING.enabled
          ? 'We use cookies that are strictly necessary for the site to work, and – only if you agree – a performance monitoring cookie. We ask before setting it.'
          : 'We use only cookies and storage that are strictly necessary for the site to work. We do not use advertising or analytics cookies, so we do not need to ask for your consent under the Privacy and Electronic Communications Regulations (PECR).',
      ],
    },
    {
      id: 'necessary',
      heading: 'Strictly necessary',
      bullets: [
        'Sign-in session cookies (names beginning with CognitoIdentityServiceProvider): keep you signed in; set when you sign in, for up to 30 days.',
        'Guest credentials for public forms: let the enquiry, newsletter and survey forms send your answers securely; kept in your browser’s storage for the session.',
        'Display settings (local storage key app.settings): remember your theme, contrast and layout choices; kept until you reset them.',
        'Cookie notice (local storage key app.cookie-notice): remembers that you have seen this notice.',
      ],
    },
    {
      id: 'monitoring',
      heading: 'Performance monitoring',
      paragraphs: [
        'The platform can collect anonymous performance and error data to help us fix problems. It is switched off. If we switch it on, we will ask for your consent first and you can change your mind at any time; the monitoring cookie will not be set unless you agree.',
      ],
    },
    {
      id: 'control',
      heading: 'Controlling cookies',
      paragraphs: [
        'You can delete cookies and site data in your browser’s settings at any time. If you block strictly necessary cookies, you will not be able to sign in.',
      ],
    },
  ],
};

export const TERMS_OF_SERVICE: TContentPage = {
  path: '/legal/terms-of-service',
  eyebrow: 'Legal',
  title: 'Terms of service',
  description: `The terms on which ${SITE.legalName} provides the ${SITE.name} platform and website: accounts, workspaces, subscriptions, acceptable use, liability and English law.`,
  updated: UPDATED,
  sections: [
    {
      id: 'agreement',
      heading: 'About these terms',
      paragraphs: [
        `These terms are an agreement between you and ${ADDRESS}. By creating an account you accept them. If you use the platform for an organisation, you confirm that you may accept them on its behalf.`,
      ],
    },
    {
      id: 'accounts',
      heading: 'Accounts and workspaces',
      bullets: [
        'You must give accurate details and keep your password and multi-factor devices secure.',
        'The owner of a workspace decides who joins it and approves new members; new workspaces may need approval from us before all features unlock.',
        'Content you put in a workspace belongs to you or your organisation. You give us the permission we need to host and show it to the people you share it with.',
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Plans, payments and referral codes',
      bullets: [
        'Paid plans are billed in advance, monthly or yearly, through Stripe. Prices are shown in pounds sterling and exclude VAT unless stated.',
        'You can change or cancel your plan at any time; cancellation takes effect at the end of the paid period.',
        'Referral codes give the discount shown when they are applied, within their limits and expiry, and cannot be exchanged for cash.',
        'Consumers have a 14-day right to cancel a new subscription under the Consumer Contracts Regulations 2013.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      bullets: [
        'Do not break the law, infringe others’ rights, or upload malicious code.',
        'Do not try to access workspaces or data you have not been given access to, or probe our systems without written permission.',
        'Do not use the platform to send unsolicited marketing.',
      ],
    },
    {
      id: 'liability',
      heading: 'Our liability',
      paragraphs: [
        'We provide the platform with reasonable care and skill. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or any other liability that cannot be limited by law. Otherwise, our total liability in any year is limited to the fees you paid in that year, and we are not liable for indirect or consequential loss.',
      ],
    },
    {
      id: 'ending',
      heading: 'Ending the agreement',
      paragraphs: [
        'You can delete your account at any time from your account settings. We may suspend or close accounts that break these terms, after notice where we reasonably can.',
      ],
    },
    {
      id: 'law',
      heading: 'Law and disputes',
      paragraphs: [
        'These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction. If you are a consumer living elsewhere in the UK, you may also bring proceedings in your home nation.',
      ],
    },
  ],
};
