import { describe, expect, it } from 'vitest';
import { switchesFromTree, type Switches } from '../session/switches';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from './memberCentre';
import {
  isMemberPageVisible,
  isPointsMallOffered,
  visibleMemberPages,
  type MemberPageFacts,
} from './memberPageVisibility';

const ALL_ON = [
  'DEPOSIT',
  'WITHDRAW',
  'AGETRANSFERUP3',
  'REWCEN3',
  'MAILCEN',
  'PLYRBT',
  'MANPLAYREB3',
  'AGENTPOLICY3',
] as const;

function switchesWith(on: readonly string[]): Switches {
  return switchesFromTree(on.map((modId) => ({ modId, enabled: '1', childrenNodes: [] })));
}

const MEMBER = {
  accountType: 0,
  canTransferToUpline: true,
  hasRebate: true,
  referralEnabled: true,
  missionEnabled: true,
};

/** Every page's condition met: the facts each row below takes one thing away from. */
const everything = (
  change: Partial<Omit<MemberPageFacts, 'member'>> & { member?: Partial<typeof MEMBER> | null } = {},
) => ({
  switches: change.switches ?? switchesWith(ALL_ON),
  member: change.member === null ? null : { ...MEMBER, ...change.member },
  isSingleWallet: change.isSingleWallet === undefined ? false : change.isSingleWallet,
});

const without = (id: string) => switchesWith(ALL_ON.filter((s) => s !== id));

describe('§2 / §6 Member-centre page visibility (docs/centres.md "Member page visibility")', () => {
  it('every condition met: every page, in the §2 menu order', () => {
    expect(visibleMemberPages(everything())).toEqual(MEMBER_CENTRE_PAGES);
  });

  it.each<[string, MemberPageFacts, MemberCentrePage]>([
    [
      'transferUpline needs member info toUpline = 1',
      everything({ member: { canTransferToUpline: false } }),
      'transferUpline',
    ],
    ['transferUpline is never for an agent of type 2', everything({ member: { accountType: 2 } }), 'transferUpline'],
    ['transferUpline needs AGETRANSFERUP3', everything({ switches: without('AGETRANSFERUP3') }), 'transferUpline'],
    ['transferFund only for a multi-wallet merchant', everything({ isSingleWallet: true }), 'transferFund'],
    ['transferFund waits for the merchant wallet', everything({ isSingleWallet: null }), 'transferFund'],
    ['depositv2 needs DEPOSIT', everything({ switches: without('DEPOSIT') }), 'depositv2'],
    ['withdraw needs WITHDRAW', everything({ switches: without('WITHDRAW') }), 'withdraw'],
    ['rewardCenter needs REWCEN3', everything({ switches: without('REWCEN3') }), 'rewardCenter'],
    ['messageV2 needs MAILCEN', everything({ switches: without('MAILCEN') }), 'messageV2'],
    ['contractOffers needs AGENTPOLICY3', everything({ switches: without('AGENTPOLICY3') }), 'contractOffers'],
    ['bonusDetails needs PLYRBT', everything({ switches: without('PLYRBT') }), 'bonusDetails'],
    ['bonusDetails needs hasRebate', everything({ member: { hasRebate: false } }), 'bonusDetails'],
    ['referral needs availablePromo.REFERRAL.enabled', everything({ member: { referralEnabled: false } }), 'referral'],
    [
      'missions need availablePromo.MISSION.enabled',
      everything({ member: { missionEnabled: false } }),
      'missionLeaderboard',
    ],
    ['manualRebate needs MANPLAYREB3', everything({ switches: without('MANPLAYREB3') }), 'manualRebate'],
  ])('%s', (_rule, facts, hidden) => {
    expect(isMemberPageVisible(hidden, facts)).toBe(false);
    // Only that page goes: every other page keeps its place.
    expect(visibleMemberPages(facts)).toEqual(MEMBER_CENTRE_PAGES.filter((page) => page !== hidden));
  });

  it.each<[string, MemberPageFacts, readonly MemberCentrePage[]]>([
    [
      'CREDITMAR3 (credit market) hides deposit and withdraw',
      everything({ switches: switchesWith([...ALL_ON, 'CREDITMAR3']) }),
      ['depositv2', 'withdraw'],
    ],
    [
      'member info not known yet hides the pages its facts gate',
      everything({ member: null }),
      ['transferUpline', 'bonusDetails', 'referral', 'missionLeaderboard'],
    ],
  ])('%s', (_rule, facts, hidden) => {
    expect(visibleMemberPages(facts)).toEqual(MEMBER_CENTRE_PAGES.filter((page) => !hidden.includes(page)));
  });

  it('agents of the other types (1, 41, 42) with toUpline may transfer to their upline', () => {
    for (const accountType of [1, 41, 42]) {
      expect(isMemberPageVisible('transferUpline', everything({ member: { accountType } }))).toBe(true);
    }
  });

  it('nothing known yet (all switches off, no member info, no merchant wallet): my account, the three records and safer play', () => {
    expect(visibleMemberPages({ switches: switchesWith([]), member: null, isSingleWallet: null })).toEqual([
      'securityCenter',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'saferPlay',
    ]);
  });

  it('a switch turned off by its parent hides its page (fail closed)', () => {
    const switches = switchesFromTree([
      { modId: 'FUNDS', enabled: '0', childrenNodes: [{ modId: 'DEPOSIT', enabled: '1' }] },
    ]);
    expect(isMemberPageVisible('depositv2', everything({ switches }))).toBe(false);
  });
});

describe('§2 /pointMall: the member menu links to the points mall when the brand has points (PTSYS3)', () => {
  it.each([
    ['PTSYS3 on', switchesWith(['PTSYS3']), true],
    ['PTSYS3 off (other switches on)', switchesWith(ALL_ON), false],
    ['switches not known (none)', switchesWith([]), false],
  ])('%s → %s', (_, switches, offered) => {
    expect(isPointsMallOffered(switches)).toBe(offered);
  });
});
