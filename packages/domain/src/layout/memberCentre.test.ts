import { describe, expect, it } from 'vitest';
import { findRoute } from '../routes/routes';
import { HEADER_DESTINATION_PATHS } from './memberCentre';

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
