import { DEMO_DEFAULT_PASSWORD, DEMO_PASSWORD, DEMO_PAYMENT_PASSWORD, type DemoAccount } from '../state/accounts';

/**
 * The demo platform's seeded accounts (README "Demo accounts"): the journeys' accounts, one tree or one account per
 * journey (and per browser project) where they move money or change what others would see.
 */

type Seed = Pick<DemoAccount, 'id' | 'username' | 'type'> & Partial<DemoAccount>;

function account(seed: Seed, regDate: number): DemoAccount {
  return {
    password: DEMO_PASSWORD,
    nickname: seed.username,
    email: `${seed.username}@demo.atrium.test`,
    mobile: null,
    balanceCents: 0,
    currency: 'USD',
    currencySymbol: '$',
    parentId: null,
    firstTimeLogin: false,
    passwordExpired: false,
    twoFactor: null,
    vipLevel: 1,
    clubLabel: 'Bronze',
    affiliateCode: null,
    paymentPassword: null,
    regDate,
    ...seed,
  };
}

/** An account with the seeded payment password (withdrawals and transfers ask for it). */
function paying(seed: Seed, regDate: number): DemoAccount {
  return account({ ...seed, paymentPassword: DEMO_PAYMENT_PASSWORD }, regDate);
}

/** The seeded accounts: the same every time (dates are fixed, not "now"). */
export function seedAccounts(): DemoAccount[] {
  const at = (day: number) => Date.UTC(2026, 0, day);
  return [
    account(
      {
        id: 'm-1001',
        username: 'member',
        nickname: 'Lucky Star',
        type: 0,
        balanceCents: 1_234_567,
        mobile: { countryDialingCode: '63', number: '9171234567' },
        vipLevel: 3,
        clubLabel: 'Gold',
        paymentPassword: DEMO_PAYMENT_PASSWORD,
      },
      at(5),
    ),
    account(
      { id: 'm-1002', username: 'defaultpw', type: 0, password: DEMO_DEFAULT_PASSWORD, balanceCents: 50_000 },
      at(6),
    ),
    account({ id: 'm-1003', username: 'expired', type: 0, passwordExpired: true, balanceCents: 75_050 }, at(7)),
    // A second expired password, so that journeys about the forced change can run beside the one that makes it.
    account({ id: 'm-1006', username: 'lapsed', type: 0, passwordExpired: true, balanceCents: 12_000 }, at(7)),
    account({ id: 'm-1004', username: 'firsttime', type: 0, firstTimeLogin: true, balanceCents: 0 }, at(8)),
    account(
      {
        id: 'm-1005',
        username: 'newip',
        type: 0,
        twoFactor: { method: 'sms', answer: '246810' },
        balanceCents: 20_000,
        mobile: { countryDialingCode: '66', number: '812345678' },
      },
      at(9),
    ),
    account(
      {
        id: 'a-2001',
        username: 'agent',
        nickname: 'Top Agent',
        type: 1,
        balanceCents: 98_765_432,
        paymentPassword: DEMO_PAYMENT_PASSWORD,
        affiliateCode: 'ATRIUM01',
        vipLevel: 5,
        clubLabel: 'Diamond',
      },
      at(2),
    ),
    account(
      {
        id: 'a-2002',
        username: 'subagent1',
        type: 2,
        parentId: 'a-2001',
        balanceCents: 5_000_000,
        affiliateCode: 'ATRIUM02',
      },
      at(3),
    ),
    account(
      {
        id: 'a-2003',
        username: 'subagent2',
        type: 2,
        parentId: 'a-2001',
        balanceCents: 2_500_000,
        affiliateCode: 'ATRIUM03',
      },
      at(3),
    ),
    paying({ id: 'm-3001', username: 'downline1', type: 0, parentId: 'a-2002', balanceCents: 300_000 }, at(10)),
    paying({ id: 'm-3002', username: 'downline2', type: 0, parentId: 'a-2002', balanceCents: 150_000 }, at(11)),
    paying({ id: 'm-3003', username: 'downline3', type: 0, parentId: 'a-2003', balanceCents: 80_000 }, at(12)),
    // Members with no contracts and no other journey's sign-ins, so that journeys that move money or change a
    // password (wallet, records, the password round trip) can run beside the others on one demo server.
    paying({ id: 'm-3004', username: 'downline4', type: 0, parentId: 'a-2003', balanceCents: 80_000 }, at(13)),
    paying({ id: 'm-3005', username: 'downline5', type: 0, parentId: 'a-2002', balanceCents: 150_000 }, at(14)),
    paying({ id: 'm-3006', username: 'downline6', type: 0, parentId: 'a-2002', balanceCents: 100_000 }, at(15)),
    // The points mall journeys convert and redeem: one account per browser project, so they never share points.
    paying({ id: 'm-3101', username: 'pointsplayer', type: 0, parentId: 'a-2002', balanceCents: 80_000 }, at(16)),
    paying({ id: 'm-3102', username: 'pointsplayer2', type: 0, parentId: 'a-2002', balanceCents: 80_000 }, at(16)),
    // The reward centre journeys join and claim: one account per browser project, so a claim in one is not gone in the other.
    paying({ id: 'm-3201', username: 'rewardsplayer', type: 0, parentId: 'a-2002', balanceCents: 50_000 }, at(17)),
    paying({ id: 'm-3202', username: 'rewardsplayer2', type: 0, parentId: 'a-2002', balanceCents: 50_000 }, at(17)),
    // The inbox journeys read messages and claim a rebate: one account per browser project.
    paying({ id: 'm-3401', username: 'inboxplayer', type: 0, parentId: 'a-2002', balanceCents: 30_000 }, at(18)),
    paying({ id: 'm-3402', username: 'inboxplayer2', type: 0, parentId: 'a-2002', balanceCents: 30_000 }, at(18)),
    // The contract popup journeys answer offers: a member with a pending offer per browser project, and an agent
    // per project whose offer, once accepted, ends the contract of its own downline that has a higher rate.
    account({ id: 'm-3301', username: 'offeree1', type: 0, parentId: 'a-2002', balanceCents: 20_000 }, at(18)),
    account({ id: 'm-3302', username: 'offeree2', type: 0, parentId: 'a-2002', balanceCents: 20_000 }, at(18)),
    account({ id: 'a-2011', username: 'rateagent1', type: 2, parentId: 'a-2002', balanceCents: 100_000 }, at(18)),
    account({ id: 'a-2012', username: 'rateagent2', type: 2, parentId: 'a-2002', balanceCents: 100_000 }, at(18)),
    account({ id: 'm-3311', username: 'subdownline1', type: 0, parentId: 'a-2011', balanceCents: 10_000 }, at(18)),
    account({ id: 'm-3312', username: 'subdownline2', type: 0, parentId: 'a-2012', balanceCents: 10_000 }, at(18)),
    // The upline contract journeys: an agent under the demo agent offers its sub-agent a contract in the editor; the
    // sub-agent pays its own member 2 % a day (seed/contracts.ts ds-ct1, ds-ct2). One tree per journey.
    account({ id: 'a-2020', username: 'ctagent1', type: 2, parentId: 'a-2001', balanceCents: 100_000 }, at(19)),
    account({ id: 'a-2021', username: 'ctsub1', type: 2, parentId: 'a-2020', balanceCents: 50_000 }, at(19)),
    account({ id: 'm-3321', username: 'ctsubmember1', type: 0, parentId: 'a-2021', balanceCents: 10_000 }, at(19)),
    account({ id: 'a-2023', username: 'ctagent2', type: 2, parentId: 'a-2001', balanceCents: 100_000 }, at(19)),
    account({ id: 'a-2022', username: 'ctsub2', type: 2, parentId: 'a-2023', balanceCents: 50_000 }, at(19)),
    account({ id: 'm-3322', username: 'ctsubmember2', type: 0, parentId: 'a-2022', balanceCents: 10_000 }, at(19)),
    // The settlement journeys: an agent paid a real-time salary by the demo agent (seed/contracts.ts rs-st1, rs-st2)
    // on the bets of its two members. One tree per journey.
    account({ id: 'a-2040', username: 'settleagent1', type: 2, parentId: 'a-2001', balanceCents: 100_000 }, at(20)),
    account({ id: 'm-3341', username: 'settledown1a', type: 0, parentId: 'a-2040', balanceCents: 20_000 }, at(20)),
    account({ id: 'm-3342', username: 'settledown1b', type: 0, parentId: 'a-2040', balanceCents: 20_000 }, at(20)),
    account({ id: 'a-2041', username: 'settleagent2', type: 2, parentId: 'a-2001', balanceCents: 100_000 }, at(20)),
    account({ id: 'm-3343', username: 'settledown2a', type: 0, parentId: 'a-2041', balanceCents: 20_000 }, at(20)),
    account({ id: 'm-3344', username: 'settledown2b', type: 0, parentId: 'a-2041', balanceCents: 20_000 }, at(20)),
    // The team management journeys (add account, transfer to a downline, promote): agents with two members each and
    // a payment password for the transfer. One tree per journey.
    paying({ id: 'a-2050', username: 'teamagent1', type: 2, parentId: 'a-2001', balanceCents: 100_000 }, at(21)),
    account({ id: 'm-3351', username: 'teamdown1a', type: 0, parentId: 'a-2050', balanceCents: 10_000 }, at(21)),
    account({ id: 'm-3352', username: 'teamdown1b', type: 0, parentId: 'a-2050', balanceCents: 10_000 }, at(21)),
    paying({ id: 'a-2051', username: 'teamagent2', type: 2, parentId: 'a-2001', balanceCents: 100_000 }, at(21)),
    account({ id: 'm-3353', username: 'teamdown2a', type: 0, parentId: 'a-2051', balanceCents: 10_000 }, at(21)),
    account({ id: 'm-3354', username: 'teamdown2b', type: 0, parentId: 'a-2051', balanceCents: 10_000 }, at(21)),
    // The task journeys: a task to claim and wheel spins to draw, one member per browser project.
    account({ id: 'm-3361', username: 'taskplayer', type: 0, parentId: 'a-2002', balanceCents: 10_000 }, at(22)),
    account({ id: 'm-3362', username: 'taskplayer2', type: 0, parentId: 'a-2002', balanceCents: 10_000 }, at(22)),
    // The promotions page journey: applies for a promotion (its status becomes Applying).
    account({ id: 'm-3391', username: 'promoplayer', type: 0, parentId: 'a-2002', balanceCents: 10_000 }, at(22)),
    // An agent without the right to create agents: its add account offers members only.
    account({ id: 'a-2060', username: 'memberagent1', type: 2, parentId: null, balanceCents: 100_000 }, at(22)),
    // The feedback journey: sends feedback (the demo platform keeps it).
    account({ id: 'm-3395', username: 'feedbackplayer', type: 0, parentId: 'a-2002', balanceCents: 10_000 }, at(22)),
    // The winners page journey: reads its own rank on the leaderboard (a member with an upline plays, state/bets),
    // under an agent of its own so its bets change no other agent's team figures.
    account({ id: 'a-2080', username: 'rankagent', type: 2, parentId: null, balanceCents: 100_000 }, at(23)),
    account({ id: 'm-3396', username: 'rankplayer', type: 0, parentId: 'a-2080', balanceCents: 10_000 }, at(23)),
    // The credit report journey: a member on a weekly credit line (seed/credit.ts) granted by an agent of its own, so
    // its bets change no other agent's team figures; it holds no balance (a credit member does not deposit).
    account({ id: 'a-2070', username: 'creditagent', type: 2, parentId: null, balanceCents: 100_000 }, at(23)),
    account({ id: 'm-3501', username: 'creditplayer', type: 0, parentId: 'a-2070', balanceCents: 0 }, at(23)),
  ];
}
