// The home page: header, services menu, footer with the company details, the phone-sized menu, and
// keyboard use.
import { SITE } from '@innov/contracts';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNoViolationsOf } from '../support/axe.ts';
import { waitForSettings } from '../support/settings.ts';

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the home page shows the header, the offer and the company details', async ({ page }) => {
    // The server's Content-Security-Policy allows nothing from other origins and no eval: the page must not trip it.
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
    });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await waitForSettings(page);
    await expect(page).toHaveTitle(new RegExp(`^${SITE.name}`));

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: `${SITE.name} home` })).toBeVisible();
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const name of ['Services', 'Who we are', 'Pricing', 'Resources', 'Contact']) {
      await expect(nav.getByRole(name === 'Services' ? 'button' : 'link', { name, exact: true })).toBeVisible();
    }
    await expect(header.getByRole('button', { name: 'Settings', exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Turn bold ideas into products that work.');
    for (const pillar of ['Software engineering', 'Innovation launchpad', 'Strategic partnerships']) {
      await expect(main.getByRole('heading', { level: 3, name: pillar })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing');

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(SITE.legalName);
    await expect(footer).toContainText(SITE.address.street);
    await expect(footer).toContainText(`${SITE.address.locality} ${SITE.address.postalCode}`);
    await expect(footer.getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`);
    await expect(footer).toContainText(SITE.copyright);
    await expect(footer).toContainText('Version 1.2.0');
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    await expect(legal.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/legal/privacy-policy');
    await expect(legal.getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
      'href',
      '/legal/terms-of-service',
    );
    await expectNoSeriousA11yViolations(page, 'home');
    expect(cspViolations).toEqual([]);
  });

  test('the services menu lists the nine services by pillar, plus support', async ({ page }) => {
    await page.goto('/');
    await waitForSettings(page);
    // The toggle by its markup: a button with aria-haspopup in the header's navigation.
    const button = page.locator('header nav button[aria-haspopup="true"]', { hasText: 'Services' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The panel is a disclosure, not a modal: the footer's "Services" links stay exposed, and the two navigation
    // landmarks keep distinct names.
    const menu = page.getByRole('navigation', { name: 'Services menu' });
    await expect(menu).toBeVisible();
    for (const pillar of ['Software engineering', 'Innovation launchpad', 'Strategic partnerships']) {
      await expect(menu.getByRole('heading', { name: pillar })).toBeVisible();
    }
    await expect(menu.getByRole('listitem')).toHaveCount(9);
    await expect(menu.getByRole('link', { name: /Proof of concept development/ })).toHaveAttribute(
      'href',
      '/services/innovation-launchpad/proof-of-concept-development',
    );
    await expect(menu.getByRole('link', { name: /^Support/ })).toHaveAttribute('href', '/services/support');
    await expectNoSeriousA11yViolations(page, 'services menu');
    await expectNoViolationsOf(page, ['landmark-unique'], 'services menu');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('a keyboard user can skip to the main content', async ({ page }) => {
    await page.goto('/');
    await waitForSettings(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the header collapses into a menu with every link', async ({ page }) => {
    await page.goto('/');
    await waitForSettings(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(header.getByRole('link', { name: `${SITE.name} home` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'home on a phone');

    await header.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const nav = menu.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Who we are', 'Pricing', 'Resources', 'Contact']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await nav.getByRole('button', { name: 'Services' }).click();
    await expect(nav.getByRole('link', { name: 'AI integration in existing projects' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Private partnership' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Support', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    await expectNoSeriousA11yViolations(page, 'mobile menu');

    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });
});
