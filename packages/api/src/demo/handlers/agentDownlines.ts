import { http, type HttpHandler } from 'msw';
import { hasErrors, validateRegistration, type RegistrationInput } from '@atrium/domain/validation';
import { roleOf } from '@atrium/domain/session';
import { rebateProblem } from '@atrium/domain/agent';
import { REBATE_GAME_TYPES, parseRebateGameType, type RebateGameType } from '@atrium/domain/rebate';
import { ok, refuse } from '../envelope';
import { isResponse, readEncrypted, requireAgent } from '../http';
import type { DemoAccount } from '../state/accounts';
import { demoLastLoginOf } from '../state/lastLogin';
import type { DemoPlatform } from '../state/platform';
import { teamOf } from './agentTeam';
import { newAccount } from './auth/registration';
import { rules, text } from './auth/shared';

/**
 * Team management and add account (§2 downlineManagmentView, registerCenter; shapes assumed, packages/api README
 * "Assumed calls"). The tree is the accounts' `parentId` chains under the signed-in agent; a registered downline is
 * a platform account like any other (it can sign in at once). Transfers to a downline are the wallet transfer
 * (handlers/wallet.ts, DOWNLINE through the password check).
 */

/** The fields an agent fills for a downline: the account's own; the rules say which of them are asked and how. */
const DOWNLINE_FIELDS = ['username', 'password', 'confirmPassword', 'email'] as const;

/**
 * An agent's own rebate rate per game kind, in percent, unless it was registered with its own (then those): a new
 * downline's rates are bounded by them, so a sub-agent never gives more than its upline gave it.
 */
const AGENT_REBATES: Readonly<Record<RebateGameType, number>> = {
  LIVE: 1,
  RNG: 1.2,
  CONS: 0.5,
  SPORTS: 0.8,
  LOTT: 0.6,
  FISH: 1.5,
  ELOTT: 0.4,
  PVP: 0.7,
};

/** The seeded agents without the right to create agents: they add members only (README demo accounts). */
const MEMBERS_ONLY_AGENTS: ReadonlySet<string> = new Set(['memberagent1']);

type RebateRates = Readonly<Record<RebateGameType, number>>;

function storedRebates(platform: DemoPlatform): Map<string, RebateRates> {
  return platform.area('downlineRebates', () => new Map<string, RebateRates>());
}

export function ownRebatesOf(platform: DemoPlatform, account: DemoAccount): RebateRates {
  return storedRebates(platform).get(account.id) ?? AGENT_REBATES;
}

export function registerOptionsOf(platform: DemoPlatform, agent: DemoAccount) {
  const own = ownRebatesOf(platform, agent);
  return {
    canCreateAgent: !MEMBERS_ONLY_AGENTS.has(agent.username),
    rebates: REBATE_GAME_TYPES.map((kind) => ({ productType: kind, rebateRate: own[kind] })),
  };
}

/** The rebates of a registration, each within the agent's own; a kind not sent is 0 %. A refusal when not. */
function rebatesOfBody(platform: DemoPlatform, agent: DemoAccount, raw: unknown): RebateRates | Response {
  if (raw === undefined) return Object.fromEntries(REBATE_GAME_TYPES.map((k) => [k, 0])) as RebateRates;
  if (!Array.isArray(raw)) return refuse(400, 'field.format', 'Format incorrect: rebates');
  const own = ownRebatesOf(platform, agent);
  const rates: Record<RebateGameType, number> = {
    LIVE: 0,
    RNG: 0,
    CONS: 0,
    SPORTS: 0,
    LOTT: 0,
    FISH: 0,
    ELOTT: 0,
    PVP: 0,
  };
  for (const item of raw as unknown[]) {
    const entry = (item ?? {}) as Record<string, unknown>;
    const kind = parseRebateGameType(entry['productType']);
    const rate = entry['rebateRate'];
    if (kind === null || typeof rate !== 'number') return refuse(400, 'field.format', 'Format incorrect: rebates');
    const problem = rebateProblem(String(rate), own[kind]);
    if (problem === 'aboveOwn') return refuse(400, 'rebate.above.own', `Rebate above your own: ${kind}`);
    if (problem !== null) return refuse(400, 'field.format', `Format incorrect: rebates.${kind}`);
    rates[kind] = rate;
  }
  return rates;
}

/** The signed-in agent, or the 403 of a call only agents make. */
const agentOf = (platform: DemoPlatform, request: Request) =>
  requireAgent(platform, request, 'Only agents have a team');

export function downlineListOf(platform: DemoPlatform, agent: DemoAccount) {
  const team = teamOf(platform, agent.id);
  const byId = new Map(platform.accounts.map((a) => [a.id, a]));
  const levelOf = (account: DemoAccount): number => {
    let level = 1;
    let parent = account.parentId;
    while (parent !== null && parent !== agent.id && level < 64) {
      level += 1;
      parent = byId.get(parent)?.parentId ?? null;
    }
    return level;
  };
  return team.map((account) => ({
    userId: account.id,
    username: account.username,
    accountType: account.type,
    level: levelOf(account),
    uplineName: (account.parentId && byId.get(account.parentId)?.username) || '',
    joinDate: account.regDate,
    lastLoginTime: demoLastLoginOf(platform, account.id),
    balance: account.balanceCents / 100,
    status: 0 as const,
    teamSize: roleOf(account) === 'agent' ? teamOf(platform, account.id).length : 0,
    ...rebatesEntry(platform, account),
  }));
}

/** The rates a downline was registered with, when it was (the seeded ones have none to show). */
function rebatesEntry(platform: DemoPlatform, account: DemoAccount) {
  const rates = storedRebates(platform).get(account.id);
  return rates ? { rebates: REBATE_GAME_TYPES.map((kind) => ({ productType: kind, rebateRate: rates[kind] })) } : {};
}

export function registerDownlineFor(platform: DemoPlatform, agent: DemoAccount, body: Record<string, unknown>) {
  const input: Record<string, string> = {};
  for (const field of DOWNLINE_FIELDS) {
    const value = text(body[field]);
    if (value !== '') input[field] = value;
  }
  if (input['confirmPassword'] === undefined && text(body['verifyPwd']) !== '') {
    input['confirmPassword'] = text(body['verifyPwd']);
  }
  const registration: RegistrationInput = input;
  const errors = validateRegistration(registration, {
    method: 'username',
    rules: rules(),
    isSmsVerificationOn: false,
    region: null,
  });
  // Only the account's own fields count: the player's extra steps (captcha, SMS code, invitation) are not the agent's.
  const own = Object.fromEntries(Object.entries(errors).filter(([field]) => field in input || field === 'username'));
  if (hasErrors(own)) {
    if (errors.confirmPassword?.code === 'confirm.mismatch') {
      return refuse(400, 'password.mismatch', 'Confirmation password not correct');
    }
    return refuse(400, 'field.format', `Format incorrect: ${Object.keys(own)[0] ?? 'form'}`);
  }
  const username = input['username'] ?? '';
  if (platform.accountByUsername(username)) return refuse(400, 'username.exists', 'Username already exists');
  const accountType = body['accountType'];
  if (accountType !== 0 && accountType !== 2) return refuse(400, 'field.format', 'Unknown account type');
  if (accountType === 2 && !registerOptionsOf(platform, agent).canCreateAgent) {
    return refuse(403, 'agent.create.not.allowed', 'This agent may register members only');
  }
  const rebates = rebatesOfBody(platform, agent, body['rebates']);
  if (isResponse(rebates)) return rebates;
  const account = newAccount(platform, {
    username,
    password: input['password'] ?? '',
    type: accountType,
    email: input['email'] ?? null,
    mobile: null,
    balanceCents: 0,
    parentId: agent.id,
    firstTimeLogin: true,
  });
  storedRebates(platform).set(account.id, rebates);
  return ok({ userId: account.id, username: account.username, accountType: account.type });
}

export function promoteDownlineFor(platform: DemoPlatform, agent: DemoAccount, body: Record<string, unknown>) {
  const id = text(body['userId']);
  const target = id === '' ? null : platform.accountById(id);
  if (!target || target.parentId !== agent.id) return refuse(403, 'operation.not.allowed', 'Not your direct downline');
  if (roleOf(target) !== 'member') return refuse(400, 'operation.not.allowed', 'Only a member can be promoted');
  target.type = 2;
  return ok({ userId: target.id, username: target.username, accountType: target.type });
}

export function agentDownlineHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.get('*/wps/agent/downline/list', ({ request }) => {
      const agent = agentOf(platform, request);
      return isResponse(agent) ? agent : ok({ list: downlineListOf(platform, agent) });
    }),
    http.get('*/wps/agent/downline/registerOptions', ({ request }) => {
      const agent = agentOf(platform, request);
      return isResponse(agent) ? agent : ok(registerOptionsOf(platform, agent));
    }),
    http.put('*/wps/agent/downline/register', async ({ request }) => {
      const agent = agentOf(platform, request);
      if (isResponse(agent)) return agent;
      const body = await readEncrypted(platform, request);
      return isResponse(body) ? body : registerDownlineFor(platform, agent, body);
    }),
    http.post('*/wps/agent/downline/promote', async ({ request }) => {
      const agent = agentOf(platform, request);
      if (isResponse(agent)) return agent;
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return refuse(400, 'request_body_required', 'Body required');
      }
      if (!body || typeof body !== 'object') return refuse(400, 'request_body_required', 'Body required');
      return promoteDownlineFor(platform, agent, body as Record<string, unknown>);
    }),
  ];
}
