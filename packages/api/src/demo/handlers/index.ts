import type { HttpHandler } from 'msw';
import type { DemoPlatform } from '../state/platform';
import { faultHandlers } from './faults';
import { hostileHandlers } from './hostile';
import { sessionKeyHandlers } from './session';
import { systemHandlers } from './system';
import { authHandlers } from './auth';
import { memberHandlers } from './member';
import { accountHandlers } from './account';
import { settingsHandlers } from './settings';
import { walletHandlers } from './wallet';
import { depositHandlers } from './deposit';
import { favouriteHandlers } from './favourites';
import { gameHandlers } from './games';
import { announcementHandlers } from './announcements';
import { lotteryHandlers } from './lottery';
import { liveHandlers } from './live';
import { contractsHandlers } from './contracts';
import { feedbackHandlers } from './feedback';
import { winnersHandlers } from './winners';
import { messagesHandlers } from './messages';
import { rebateHandlers } from './rebate';
import { referralHandlers } from './referral';
import { pointsHandlers } from './points';
import { promotionsHandlers } from './promotions';
import { promotionsPageHandlers } from './promotionsPage';
import { withdrawHandlers } from './withdraw';
import { recordsHandlers } from './records';
import { agentTeamHandlers } from './agentTeam';
import { agentSettlementHandlers } from './agentSettlement';
import { clockHandlers } from './clock';
import { agentDownlineHandlers } from './agentDownlines';
import { agentReportsHandlers } from './agentReports';
import { agentDownlineTransactionsHandlers } from './agentDownlineTransactions';
import { tasksHandlers } from './tasks';
import { articlesHandlers } from './articles';
import { creditHandlers } from './credit';
import { guideHandlers } from './guide';
import { saferPlayHandlers } from './saferPlay';

/**
 * Every handler of the demo platform, for one platform instance. The fault injector comes first, then the hostile
 * content scenario, which rewrites what the others answer.
 */
export function demoHandlers(platform: DemoPlatform): HttpHandler[] {
  const areas = [
    ...sessionKeyHandlers(platform),
    ...systemHandlers(platform),
    ...authHandlers(platform),
    ...memberHandlers(platform),
    ...settingsHandlers(platform),
    ...accountHandlers(platform),
    ...walletHandlers(platform),
    ...depositHandlers(platform),
    ...gameHandlers(platform),
    ...favouriteHandlers(platform),
    ...announcementHandlers(platform),
    ...lotteryHandlers(platform),
    ...liveHandlers(platform),
    ...promotionsHandlers(platform),
    ...promotionsPageHandlers(platform),
    ...contractsHandlers(platform),
    ...pointsHandlers(platform),
    ...feedbackHandlers(platform),
    ...winnersHandlers(platform),
    ...messagesHandlers(platform),
    ...rebateHandlers(platform),
    ...referralHandlers(platform),
    ...withdrawHandlers(platform),
    ...recordsHandlers(platform),
    ...agentTeamHandlers(platform),
    ...agentSettlementHandlers(platform),
    ...clockHandlers(platform),
    ...agentDownlineHandlers(platform),
    ...agentReportsHandlers(platform),
    ...agentDownlineTransactionsHandlers(platform),
    ...tasksHandlers(platform),
    ...articlesHandlers(platform),
    ...creditHandlers(platform),
    ...guideHandlers(platform),
    ...saferPlayHandlers(platform),
  ];
  return [...faultHandlers(platform), ...hostileHandlers(platform, areas), ...areas];
}
