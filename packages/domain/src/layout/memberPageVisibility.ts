/**
 * §2 Personal-centre pages and §6 Roles: which member-centre pages a user sees. The switches and facts are those the
 * original front end reads (docs/centres.md "Member page visibility", confidence H):
 * - transferUpline: member info `toUpline` = 1, not an agent of type 2, switch AGETRANSFERUP3;
 * - transferFund (wallet): a multi-wallet merchant (GCS_merchantWallet `isSingle` != 1);
 * - depositv2: DEPOSIT and not CREDITMAR3; withdraw: WITHDRAW and not CREDITMAR3 (a credit-market brand settles
 *   outside the site);
 * - rewardCenter: REWCEN3; messageV2: MAILCEN; bonusDetails: PLYRBT and the member `hasRebate`;
 * - referral: availablePromo.REFERRAL.enabled; missionLeaderboard: availablePromo.MISSION.enabled;
 * - manualRebate: MANPLAYREB3.
 * My account, the three records (betting, account, profit) and safer play have no condition (every member can always
 * set limits or take a break: no switch may take that away).
 *
 * Decision: a fact not known yet (member info or the merchant wallet still loading or failed) hides the page it
 * gates. A page shown and then taken away would be worse than one that appears a moment later, and failing closed
 * never offers a money page the platform would refuse.
 */
import { isSwitchOn, type Switches } from '../session/switches';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from './memberCentre';

/** The agent type that never transfers to its upline (docs/centres.md: "not an agent type 2"). */
export const NO_UPLINE_TRANSFER_AGENT_TYPE = 2;

export interface MemberPageFacts {
  readonly switches: Switches;
  /** Member info; null while it is not known. */
  readonly member: {
    readonly accountType: number;
    /** Member info `toUpline` = 1: the platform lets this account send money to its upline. */
    readonly canTransferToUpline: boolean;
    /** Member info `hasRebate`: the member has rebate (bonus) details to show. */
    readonly hasRebate: boolean;
    readonly referralEnabled: boolean;
    readonly missionEnabled: boolean;
  } | null;
  /** The merchant wallet's `isSingle`; null while it is not known. */
  readonly isSingleWallet: boolean | null;
}

/** Whether one page shows for these facts. */
export function isMemberPageVisible(page: MemberCentrePage, facts: MemberPageFacts): boolean {
  const on = (id: string) => isSwitchOn(facts.switches, id);
  const member = facts.member;
  switch (page) {
    case 'securityCenter':
    case 'personalHistoryCopy':
    case 'transactionHistory':
    case 'personalProfit':
    case 'saferPlay':
      return true;
    case 'transferFund':
      return facts.isSingleWallet === false;
    case 'depositv2':
      return on('DEPOSIT') && !on('CREDITMAR3');
    case 'withdraw':
      return on('WITHDRAW') && !on('CREDITMAR3');
    case 'transferUpline':
      return (
        member !== null &&
        member.canTransferToUpline &&
        member.accountType !== NO_UPLINE_TRANSFER_AGENT_TYPE &&
        on('AGETRANSFERUP3')
      );
    case 'bonusDetails':
      return member !== null && member.hasRebate && on('PLYRBT');
    case 'rewardCenter':
      return on('REWCEN3');
    case 'referral':
      return member?.referralEnabled === true;
    case 'missionLeaderboard':
      return member?.missionEnabled === true;
    case 'messageV2':
      return on('MAILCEN');
    case 'manualRebate':
      return on('MANPLAYREB3');
    case 'contractOffers':
      // Where offers exist at all (§6 the consolidated fetch runs under AGENTPOLICY3).
      return on('AGENTPOLICY3');
  }
}

/** The pages shown, in the spec's menu order. */
export function visibleMemberPages(facts: MemberPageFacts): readonly MemberCentrePage[] {
  return MEMBER_CENTRE_PAGES.filter((page) => isMemberPageVisible(page, facts));
}

/**
 * §2 /pointMall: the points mall is its own route, not a member-centre tab; the member menu links to it after the
 * pages when the brand has the points system (PTSYS3, docs/centres.md "Points"). Not known yet counts as off.
 */
export function isPointsMallOffered(switches: Switches): boolean {
  return isSwitchOn(switches, 'PTSYS3');
}
