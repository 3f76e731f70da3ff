import { http, type HttpHandler } from 'msw';
import {
  REBATE_GAME_TYPES,
  parseRebateGameType,
  rebateAmountCents,
  rebateBlock,
  type RebateGameType,
} from '@atrium/domain/rebate';
import { ok, refuse } from '../envelope';
import { isResponse, readJson, requireAccount, requireMember } from '../http';
import { money, numberedPage, readAccountPage } from '../query';
import type { DemoAccount } from '../state/accounts';
import type { DemoPlatform } from '../state/platform';
import { recordDemoBonus } from './records';

/**
 * Manual rebate (spec §2 manualRebate, MANPLAYREB3): the known settings call
 * (MCSFE_getCustomerRebateSettingByProductType) and the assumed claim and history (packages/api README "Manual
 * rebate"). Each account starts with valid bets on most game types: some above the minimum (claimable), sports below
 * it, lottery with none, and the console games switched off. A claim pays the earned rebate into the balance once
 * per request id (the domain's rule decides what may be claimed), records a rebate bonus on the account record and
 * the bonus details, and starts the game type's valid bet again from zero.
 *
 * Demo control: `POST /__demo/rebate/bets {username, gameType, validBet}` adds a valid bet (currency units), so a
 * journey run again has a rebate to claim.
 */

interface DemoRebateState {
  readonly validBetCents: Map<RebateGameType, number>;
  readonly requestIds: Set<string>;
  readonly history: {
    claimId: string;
    productType: RebateGameType;
    validBet: number;
    rebateRate: number;
    amount: number;
    createdTime: number;
  }[];
  serial: number;
}

/** The platform's terms per game type: rate in basis points, whether it is offered, the minimum in cents. */
const TERMS: Readonly<Record<RebateGameType, { rate: number; enabled: boolean }>> = {
  LIVE: { rate: 80, enabled: true },
  RNG: { rate: 100, enabled: true },
  CONS: { rate: 50, enabled: false },
  SPORTS: { rate: 50, enabled: true },
  LOTT: { rate: 60, enabled: true },
  FISH: { rate: 120, enabled: true },
  ELOTT: { rate: 40, enabled: true },
  PVP: { rate: 60, enabled: true },
};
const MINIMUM_CENTS = 100;

/** Valid bets not yet rebated, per game type, at the start. */
const SEED_BETS: Readonly<Record<RebateGameType, number>> = {
  LIVE: 125_000,
  RNG: 300_000,
  CONS: 40_000,
  SPORTS: 8_000,
  LOTT: 0,
  FISH: 50_000,
  ELOTT: 0,
  PVP: 200_000,
};

function stateOf(platform: DemoPlatform, account: DemoAccount): DemoRebateState {
  const states = platform.area('rebate', () => new Map<string, DemoRebateState>());
  let state = states.get(account.id);
  if (!state) {
    state = {
      validBetCents: new Map(REBATE_GAME_TYPES.map((type) => [type, SEED_BETS[type]])),
      requestIds: new Set(),
      history: [],
      serial: 0,
    };
    states.set(account.id, state);
  }
  return state;
}

function settingOf(state: DemoRebateState, gameType: RebateGameType) {
  return {
    gameType,
    enabled: TERMS[gameType].enabled,
    validBetCents: state.validBetCents.get(gameType) ?? 0,
    rateBasisPoints: TERMS[gameType].rate,
    minimumCents: MINIMUM_CENTS,
  };
}

const REFUSALS = {
  disabled: ['function.not.available', 'No manual rebate on this game type'],
  nothing: ['operation.not.allowed', 'There is no rebate to claim'],
  belowMinimum: ['amount.out.of.range', 'The rebate is below the minimum claim'],
} as const;

export function rebateHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.get('*/wps/relay/MCSFE_getCustomerRebateSettingByProductType', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const state = stateOf(platform, account);
      return ok({
        list: REBATE_GAME_TYPES.map((type) => {
          const setting = settingOf(state, type);
          return {
            productType: type,
            enabled: setting.enabled,
            validBet: money(setting.validBetCents),
            rebateRate: setting.rateBasisPoints / 100,
            minClaim: money(setting.minimumCents),
          };
        }),
      });
    }),

    http.post('*/wps/relay/MCSFE_claimManualRebate', async ({ request }) => {
      const account = requireMember(platform, request, 'Trial accounts cannot claim');
      if (isResponse(account)) return account;
      const body = await readJson(request);
      if (isResponse(body)) return body;
      const gameType = parseRebateGameType(body.productType);
      const { requestId } = body;
      if (!gameType || typeof requestId !== 'string' || requestId.trim() === '') {
        return refuse(400, 'request_param_err', 'productType and requestId are required');
      }
      const state = stateOf(platform, account);
      if (state.requestIds.has(requestId)) return refuse(400, 'operation.not.allowed', 'Already claimed');
      const setting = settingOf(state, gameType);
      const block = rebateBlock(setting);
      if (block) {
        const [code, message] = REFUSALS[block];
        return refuse(400, code, message);
      }
      const amountCents = rebateAmountCents(setting.validBetCents, setting.rateBasisPoints);
      state.requestIds.add(requestId);
      state.validBetCents.set(gameType, 0);
      account.balanceCents += amountCents;
      recordDemoBonus(platform, account.id, amountCents, { kind: 'rebate', name: `Manual rebate ${gameType}` });
      state.serial += 1;
      const claimId = `rb-${account.id}-${state.serial}`;
      state.history.unshift({
        claimId,
        productType: gameType,
        validBet: money(setting.validBetCents),
        rebateRate: setting.rateBasisPoints / 100,
        amount: money(amountCents),
        createdTime: platform.now(),
      });
      return ok({ claimId, productType: gameType, amount: money(amountCents), balance: money(account.balanceCents) });
    }),

    http.get('*/wps/relay/MCSFE_getManualRebateHistory', ({ request }) => {
      const call = readAccountPage(platform, request);
      if (isResponse(call)) return call;
      const { account, page } = call;
      const { history } = stateOf(platform, account);
      return ok(numberedPage(history, page.pageNo, page.pageSize));
    }),

    // Demo control (the Node server forwards /__demo/* here): more valid bets, so there is a rebate to claim again.
    http.post('*/__demo/rebate/bets', async ({ request }) => {
      const body = await readJson(request);
      if (isResponse(body)) return body;
      const account = platform.accounts.find((a) => a.username === body.username);
      const gameType = parseRebateGameType(body.gameType);
      const { validBet } = body;
      if (!account || !gameType || typeof validBet !== 'number' || !(validBet > 0)) {
        return refuse(400, 'request_param_err', 'username, gameType and a positive validBet are required');
      }
      const state = stateOf(platform, account);
      state.validBetCents.set(gameType, (state.validBetCents.get(gameType) ?? 0) + Math.round(validBet * 100));
      return ok({ validBet: money(state.validBetCents.get(gameType) ?? 0) });
    }),
  ];
}
