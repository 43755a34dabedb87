import { describe, expect, it } from 'vitest';
import { CAMPAIGNS_HREF, DASHBOARD_HREF, DASHBOARD_NAV, isActiveNavItem, MY_CAMPAIGNS_HREF } from './navigation.ts';

const active = (pathname: string) =>
  DASHBOARD_NAV.filter((item) => isActiveNavItem(pathname, item, DASHBOARD_NAV)).map((item) => item.href);

describe('isActiveNavItem', () => {
  it('marks the overview only on itself', () => {
    expect(active(DASHBOARD_HREF)).toEqual([DASHBOARD_HREF]);
  });

  it('marks an item on the pages below it', () => {
    expect(active(`${CAMPAIGNS_HREF}/c-1`)).toEqual([CAMPAIGNS_HREF]);
    expect(active(`${CAMPAIGNS_HREF}/c-1/edit`)).toEqual([CAMPAIGNS_HREF]);
  });

  it('marks only the nearest item when one sits below another', () => {
    expect(active(MY_CAMPAIGNS_HREF)).toEqual([MY_CAMPAIGNS_HREF]);
    expect(active(CAMPAIGNS_HREF)).toEqual([CAMPAIGNS_HREF]);
  });

  it('without the other items, an item covers every page below it', () => {
    expect(isActiveNavItem(MY_CAMPAIGNS_HREF, { href: CAMPAIGNS_HREF })).toBe(true);
  });
});
