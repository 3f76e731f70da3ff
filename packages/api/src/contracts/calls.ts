import * as z from 'zod/mini';
import {
  contractAnswerCode,
  type Contract,
  type ContractActionResult,
  type ContractAnswer,
  type ContractAnswerCode,
  type ContractOffer,
  type ContractOfferAction,
  type ContractPeriod,
  type ContractTierNumbers,
  type ContractType,
} from '@atrium/domain/contracts';
import type { ApiClient, Endpoint } from '../client';
import { malformedAnswer } from '../errors';
import { toContract, toContractOffers, toContracts } from './mapping';
import {
  contractActionResultSchema,
  contractListSchema,
  pendingOffersSchema,
  type ContractActionResultWire,
  type ContractListWire,
} from './schemas';
import { endpointsOf, reader } from '../endpoints';

const area = endpointsOf('contracts', { needsToken: true });

/**
 * Agent contracts (spec §1, §3 "Contract: period valid bet, period profit and loss, active members, rate, bet
 * amount daily or per hour. Periods: D, W, H, M"; §4 "Contract offers"; §6 Agent; §7 "Contracts"; §9).
 *
 * One relay call per contract type, each with an `action` (designed: docs/protocol.md says the shapes are not known):
 * - `GET  /wps/relay/{NAME}?action=list`: the contracts the caller offered (role UPLINE) or received (DOWNLINE).
 *   The spec calls the dividend and daily-salary calls "GETs"; the list is that GET.
 * - `POST /wps/relay/{NAME}` `{ action: 'offer' | 'accept' | 'reject' | 'terminate', … }`: the changes.
 * The platform enforces the domain's rules (only the downline answers an offer, only the upline terminates,
 * accepting a higher rate ends the current contract of that type); every change is `retry: false`.
 *
 * The upline's offer with tiers per game kind (assumed, like the rest): `{ action: 'offer', downlineId, period?,
 * tiers }` asks a downline that holds no such contract (status P), `{ action: 'edit', contractId, period?, tiers }`
 * proposes new terms for one in force (E), `{ action: 'requestTerminate', contractId }` asks to end it (V). The
 * downline answers in its contract popup; until then the list carries the question as a pending row with its
 * `request` (P, E or V), and a turned-down one as a rejected row.
 *
 * The popup (spec §2 Popups, §4 Contract offers; docs/centres.md "Contracts"). Offers (H for the names, shapes
 * assumed): `GET /wps/member/info/funds/consolidated` carries one list per type, `divtypereq` (dividend),
 * `dailysalreqtype` (daily), `contracthoursalreq` (hourly), `realtimesalreqtype` (real-time). A platform that sends a
 * bare flag there (1, "1", true) says an offer waits without saying which: the popup cannot show it and skips it.
 * Each row carries its status (P new, E edited, V the upline asks to terminate), `downlineHigherRate` ('Y' when
 * accepting ends the contract of a downline with a higher rate) and its tiers, each for one game kind (LIVE, RNG,
 * CONS, SPORTS, LOTT, FISH, ELOTT, PVP).
 *
 * Answers (H for names, method and module ids; query and body keys H except real-time's, assumed):
 * - dividend `GET  /wps/relay/MCS2_processDividendReq?type=<game kind>&status=<A|R|C>` (SIGNCONDIV3);
 * - daily    `GET  /wps/relay/MCS2_processDailySalContract?id=<id>&status=…` (DAILYSALCONT3);
 * - hourly   `POST /wps/relay/MCS2_processContractHourSalary {contractId, status}` (HOURSAL3);
 * - real-time `POST /wps/relay/MCSFE_processRealTimeSalaryContract {id, status}` (RTSALARY3).
 * The same relay names serve the agent-side list and changes: an answer is told apart by its `status`. Every answer
 * moves who is paid what: `retry: false`, sent once per action.
 */

interface ContractCall {
  readonly relay: string;
  readonly moduleId: string;
  /** How the member's answer to an offer of this type is sent. */
  readonly answerMethod: 'GET' | 'POST';
}

/** The relay call and `ModuleId` of each contract type (docs/protocol.md module ids). */
export const CONTRACT_CALLS: Readonly<Record<ContractType, ContractCall>> = {
  dividend: { relay: 'MCS2_processDividendReq', moduleId: 'SIGNCONDIV3', answerMethod: 'GET' },
  dailySalary: { relay: 'MCS2_processDailySalContract', moduleId: 'DAILYSALCONT3', answerMethod: 'GET' },
  hourlySalary: { relay: 'MCS2_processContractHourSalary', moduleId: 'HOURSAL3', answerMethod: 'POST' },
  realtimeSalary: { relay: 'MCSFE_processRealTimeSalaryContract', moduleId: 'RTSALARY3', answerMethod: 'POST' },
};

/** One endpoint per contract type and purpose, made once: an endpoint's identity is stable across calls. */
function relayEndpoints<T>(
  purpose: string,
  methodOf: (call: ContractCall) => 'GET' | 'POST',
  value: z.ZodMiniType<T>,
): (type: ContractType) => Endpoint<T> {
  const made = new Map<ContractType, Endpoint<T>>();
  return (type) => {
    let endpoint = made.get(type);
    if (!endpoint) {
      const call = CONTRACT_CALLS[type];
      endpoint = {
        id: `contracts.${type}.${purpose}`,
        method: methodOf(call),
        path: `/wps/relay/${call.relay}`,
        moduleId: call.moduleId,
        needsToken: true,
        value,
      };
      made.set(type, endpoint);
    }
    return endpoint;
  };
}

/** GET /wps/relay/{NAME}?action=list. */
export const contractListEndpoint: (type: ContractType) => Endpoint<ContractListWire> = relayEndpoints(
  'list',
  () => 'GET',
  contractListSchema,
);

/** POST /wps/relay/{NAME} with `{ action, … }`. */
export const contractActionEndpoint: (type: ContractType) => Endpoint<ContractActionResultWire> = relayEndpoints(
  'action',
  () => 'POST',
  contractActionResultSchema,
);

/** The answer's value is not known: anything is accepted and nothing of it is used. */
export const contractAnswerEndpoint: (type: ContractType) => Endpoint<unknown> = relayEndpoints(
  'answer',
  (call) => call.answerMethod,
  z.unknown(),
);

export async function getContracts(client: ApiClient, type: ContractType, signal?: AbortSignal): Promise<Contract[]> {
  return toContracts(type, await client.call(contractListEndpoint(type), { query: { action: 'list' }, signal }));
}

export interface ContractOfferInput {
  readonly type: ContractType;
  /** A direct downline of the offering agent. */
  readonly downlineId: string;
  readonly rate: number;
  /** Required for a dividend contract; ignored for salaries. */
  readonly period?: ContractPeriod | undefined;
  readonly validBet?: number | undefined;
  readonly profitLoss?: number | undefined;
  readonly activeMembers?: number | undefined;
  readonly betAmount?: number | undefined;
}

export interface ContractDecisionInput {
  readonly type: ContractType;
  readonly contractId: string;
  readonly action: ContractOfferAction;
}

/** The upline's offer or new terms with tiers per game kind (the editor's validated draft). */
export interface ContractTermsInput {
  readonly type: ContractType;
  /** Dividend only; null for a salary. */
  readonly period: ContractPeriod | null;
  readonly tiers: readonly ContractTierNumbers[];
}

export type ContractUplineInput =
  | ({ readonly action: 'offer'; readonly downlineId: string } & ContractTermsInput)
  | ({ readonly action: 'edit'; readonly contractId: string } & ContractTermsInput)
  | { readonly action: 'requestTerminate'; readonly type: ContractType; readonly contractId: string };

export type ContractActionInput =
  ({ readonly action: 'offer' } & ContractOfferInput) | ContractDecisionInput | ContractUplineInput;

/** Offers, accepts, rejects or terminates a contract. */
export async function changeContract(client: ApiClient, input: ContractActionInput): Promise<ContractActionResult> {
  const { type, ...body } = input;
  const endpoint = contractActionEndpoint(type);
  const wire = await client.call(endpoint, { body });
  const contract = toContract(type, wire.contract);
  if (!contract) throw malformedAnswer(endpoint.id, 'value.contract.status');
  return { contract, autoTerminated: wire.autoTerminated };
}

// ─── The contract popup ─────────────────────────────────────────────────────────────────────────────────────

/** The consolidated funds call read for its offers (the wallet module reads the same call for its flags). */
export const pendingOffersEndpoint = area.get('offers', '/wps/member/info/funds/consolidated', pendingOffersSchema);

export const getContractOffers = reader(pendingOffersEndpoint, toContractOffers);

/** What each type's answer sends besides the status (docs/centres.md; real-time's key assumed). */
export function contractAnswerParams(
  offer: Pick<ContractOffer, 'contractType' | 'ref'>,
  status: ContractAnswerCode,
): Record<string, string> {
  switch (offer.contractType) {
    case 'dividend':
      return { type: offer.ref, status };
    case 'dailySalary':
      return { id: offer.ref, status };
    case 'hourlySalary':
      return { contractId: offer.ref, status };
    case 'realtimeSalary':
      return { id: offer.ref, status };
  }
}

export interface ContractAnswerInput {
  readonly offer: ContractOffer;
  readonly answer: ContractAnswer;
}

/** Sends the member's answer; an answer the offer's status does not allow is refused here, before any call. */
export async function answerContractOffer(client: ApiClient, { offer, answer }: ContractAnswerInput): Promise<void> {
  const status = contractAnswerCode(offer.status, answer);
  const endpoint = contractAnswerEndpoint(offer.contractType);
  if (status === null) throw malformedAnswer(endpoint.id);
  const params = contractAnswerParams(offer, status);
  await client.call(endpoint, endpoint.method === 'GET' ? { query: params } : { body: params });
}
