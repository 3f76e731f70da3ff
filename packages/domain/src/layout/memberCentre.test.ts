import { describe, expect, it } from 'vitest';
import { findRoute } from '../routes/routes';
import { HEADER_DESTINATION_PATHS, MEMBER_CENTRE_PAGES, memberCentrePageOf } from './memberCentre';

describe('§2 Header: the account dropdown and the deposit/withdraw buttons lead to the personal and agent centres', () => {
  it.each(Object.entries(HEADER_DESTINATION_PATHS))('%s → %s is a route of §2', (_, path) => {
    expect(findRoute(path.split('?')[0] ?? '')).not.toBeNull();
  });

  it('personal-centre pages open the member centre at their page', () => {
    expect(HEADER_DESTINATION_PATHS.myAccount).toBe('/member?tab=securityCenter');
    expect(HEADER_DESTINATION_PATHS.deposit).toBe('/member?tab=depositv2');
    expect(HEADER_DESTINATION_PATHS.bettingRecord).toBe('/member?tab=personalHistoryCopy');
    expect(HEADER_DESTINATION_PATHS.accountRecord).toBe('/member?tab=transactionHistory');
  });

  it('the agent centre is /agentHome', () => {
    expect(HEADER_DESTINATION_PATHS.agentCentre).toBe('/agentHome');
  });
});

describe('§2 Personal-centre pages: the member centre tab', () => {
  it('lists the fourteen pages of §2, the offers page and safer play, my account first', () => {
    expect(MEMBER_CENTRE_PAGES).toHaveLength(16);
    expect(MEMBER_CENTRE_PAGES).toContain('saferPlay');
    expect(MEMBER_CENTRE_PAGES[0]).toBe('securityCenter');
  });

  it.each(MEMBER_CENTRE_PAGES)('tab=%s opens that page', (page) => {
    expect(memberCentrePageOf(page)).toBe(page);
    expect(memberCentrePageOf(` ${page} `)).toBe(page);
  });

  it.each([null, undefined, '', 'SECURITYCENTER', 'unknown', 'constructor', '__proto__'])(
    'tab=%s (missing or not in §2) opens my account',
    (tab) => {
      expect(memberCentrePageOf(tab)).toBe('securityCenter');
    },
  );

  it('every header destination in the member centre names a page of §2', () => {
    for (const path of Object.values(HEADER_DESTINATION_PATHS)) {
      const tab = new URL(path, 'https://example.test').searchParams.get('tab');
      if (tab !== null) expect(memberCentrePageOf(tab)).toBe(tab);
    }
  });
});
