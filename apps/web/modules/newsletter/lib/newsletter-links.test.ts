import { NEWSLETTER_LINK_OUTCOMES } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import { confirmByLink, LINK_PAGES, linkFromQuery } from './newsletter-links.ts';

describe('newsletter links', () => {
  it('reads the id and token of a link, and nothing from a link cut short', () => {
    expect(linkFromQuery({ id: ' abc ', token: 'T0k-en_' })).toEqual({ id: 'abc', token: 'T0k-en_' });
    expect(linkFromQuery({ id: ['abc', 'def'], token: 't' })).toEqual({ id: 'abc', token: 't' });
    expect(linkFromQuery({ id: 'abc' })).toBeNull();
    expect(linkFromQuery({ token: 't', id: '' })).toBeNull();
  });

  it('asks nothing of the data service for a link cut short', async () => {
    await expect(confirmByLink(null)).resolves.toBe('INVALID');
  });

  it('has words and a way forward for every outcome', () => {
    for (const outcome of NEWSLETTER_LINK_OUTCOMES) expect(LINK_PAGES[outcome].title).toBeTruthy();
    // Where the address is not (or no longer) subscribed, the page offers the sign-up again.
    expect(LINK_PAGES.INVALID.subscribeAgain && LINK_PAGES.EXPIRED.subscribeAgain).toBe(true);
    expect(LINK_PAGES.CONFIRMED.subscribeAgain).toBe(false);
  });
});
