import { http, type HttpHandler } from 'msw';
import {
  LIMIT_KEYS,
  exclusionEndsAt,
  exclusionKindOf,
  isRealityCheckMinutes,
  requestLimitChange,
  validateLimitValue,
  BREAK_PERIODS,
  SELF_EXCLUSION_PERIODS,
  type ExclusionPeriod,
  type LimitKey,
} from '@atrium/domain/saferPlay';
import { ok, refuse } from '../envelope';
import { isResponse, readMemberBody, requireMember } from '../http';
import type { DemoAccount } from '../state/accounts';
import type { DemoPlatform } from '../state/platform';
import { demoSaferPlayOf, playSince, sessionStartOf, usageOf } from '../state/saferPlay';
import { demoDepositState } from './deposit';

/**
 * The safer-play calls (assumed, docs/protocol.md "Safer play (assumed)"): the member's state, a limit, the reality
 * check's interval and a break or self-exclusion. A limit follows the domain's `requestLimitChange` (stricter at
 * once, looser after 24 hours); a break ends every session of the account at once. Trial accounts have none.
 */

const TRIAL_REFUSAL = 'Trial accounts have no safer-play settings';
const PERIODS: readonly ExclusionPeriod[] = [...BREAK_PERIODS, ...SELF_EXCLUSION_PERIODS];

function stateWire(platform: DemoPlatform, account: DemoAccount) {
  const entry = demoSaferPlayOf(platform, account.id);
  const startedAt = sessionStartOf(platform, account.id);
  const { stakes, wins } = playSince(platform, account.id, startedAt);
  return {
    limits: entry.limits,
    usage: usageOf(platform, account.id, demoDepositState(platform).orders),
    realityCheckMinutes: entry.realityCheckMinutes,
    session: { startedAt, stakes, wins },
  };
}

const isLimitKey = (raw: unknown): raw is LimitKey => LIMIT_KEYS.some((key) => key === raw);

export function saferPlayHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.get('*/wps/member/saferPlay', ({ request }) => {
      const account = requireMember(platform, request, TRIAL_REFUSAL);
      return isResponse(account) ? account : ok(stateWire(platform, account));
    }),

    http.put('*/wps/member/saferPlay/limit', async ({ request }) => {
      const call = await readMemberBody(platform, request, TRIAL_REFUSAL);
      if (isResponse(call)) return call;
      const { account, body } = call;
      const { key, value } = body;
      if (!isLimitKey(key) || (value !== null && typeof value !== 'number') || validateLimitValue(value) !== null) {
        return refuse(400, 'field.format', 'A limit is a whole amount above 0, or null for none');
      }
      const entry = demoSaferPlayOf(platform, account.id);
      entry.limits = { ...entry.limits, [key]: requestLimitChange(entry.limits[key], value, platform.now()) };
      return ok(stateWire(platform, account));
    }),

    http.put('*/wps/member/saferPlay/realityCheck', async ({ request }) => {
      const call = await readMemberBody(platform, request, TRIAL_REFUSAL);
      if (isResponse(call)) return call;
      const { account, body } = call;
      const { minutes } = body;
      if (typeof minutes !== 'number' || !isRealityCheckMinutes(minutes)) {
        return refuse(400, 'field.format', 'The reality check is off (0), 15, 30 or 60 minutes');
      }
      demoSaferPlayOf(platform, account.id).realityCheckMinutes = minutes;
      return ok(stateWire(platform, account));
    }),

    http.post('*/wps/member/saferPlay/exclusion', async ({ request }) => {
      const call = await readMemberBody(platform, request, TRIAL_REFUSAL);
      if (isResponse(call)) return call;
      const { account, body } = call;
      const period = PERIODS.find((p) => p === body['period']);
      if (!period) return refuse(400, 'field.format', 'A period of 24h, 7d, 30d, 6m, 1y, 2y or 5y');
      const exclusion = { kind: exclusionKindOf(period), endsAt: exclusionEndsAt(period, platform.now()) };
      demoSaferPlayOf(platform, account.id).exclusion = exclusion;
      // Effective at once: every session of the account ends, this one included.
      platform.sessions.revokeAccount(account.id, 'excluded');
      return ok(exclusion);
    }),
  ];
}
