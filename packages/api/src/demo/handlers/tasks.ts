import { http, type HttpHandler } from 'msw';
import { TRIAL_ACCOUNT_TYPE } from '@atrium/domain/session';
import { ok, refuse } from '../envelope';
import { isResponse, notAllowed, readJson, requireAccount } from '../http';
import { money } from '../query';
import type { DemoAccount } from '../state/accounts';
import { demoLedger } from '../state/ledger';
import type { DemoPlatform } from '../state/platform';
import { recordDemoBonus } from './records';

/**
 * Tasks and draws (spec §1 tasks, red envelope, prize wheel, golden egg ticket; designed calls: packages/api README
 * "Tasks and draws"). State per member. Daily tasks read the member's real day from the ledger (today's bets and
 * deposits; logging in is done by asking at all) and start again each UTC day; achievement tasks count claims and
 * deposits for good. A claim pays once per task (and day, for a daily task) and per request id, into the ledger as a
 * bonus, and adds the draw chances the task carries. The red envelope gives one free chance a day plus the earned
 * ones; every account starts with two wheel spins and one egg ticket so a draw can be tried at once. The server
 * picks every prize (a seeded sequence per member).
 *
 * Demo controls (the Node server forwards /__demo/* here): `POST /__demo/tasks/event {game, running}` stops or
 * starts a draw event, `POST /__demo/tasks/resource {available}` takes the whole task resource away.
 */

type DrawGame = 'envelope' | 'wheel' | 'egg';

interface DemoTaskState {
  /** Claimed task ids; a daily task's id carries the day (`daily-bet@20510`). */
  readonly claimed: Set<string>;
  readonly requestIds: Map<string, unknown>;
  readonly earned: Record<DrawGame, number>;
  /** The UTC day whose free red envelope was opened. */
  freeEnvelopeDay: number | null;
  claims: number;
  draws: number;
}

interface DemoTaskArea {
  readonly members: Map<string, DemoTaskState>;
  readonly running: Record<DrawGame, boolean>;
  available: boolean;
}

const DAY_MS = 86_400_000;

/** The wheel's segments in clockwise order, prizes in cents (0: no prize). */
const WHEEL_PRIZES = [0, 100, 200, 500, 0, 1_000, 300, 5_000] as const;
const ENVELOPE_PRIZES = [88, 168, 288, 588, 888] as const;
const EGG_PRIZES = [0, 150, 500, 1_200] as const;
const EGGS = 3;

interface TaskDef {
  readonly id: string;
  readonly type: 'DAILY' | 'ACHIEVEMENT';
  readonly name: string;
  readonly target: number;
  readonly rewardCents: number;
  readonly draw: { readonly game: DrawGame; readonly count: number } | null;
  readonly progress: (facts: Facts) => number;
}

interface Facts {
  readonly betTodayCents: number;
  readonly depositsToday: number;
  readonly depositTotalCents: number;
  readonly claims: number;
}

const TASKS: readonly TaskDef[] = [
  {
    id: 'daily-login',
    type: 'DAILY',
    name: 'Log in today',
    target: 1,
    rewardCents: 200,
    draw: { game: 'wheel', count: 1 },
    progress: () => 1,
  },
  {
    id: 'daily-bet',
    type: 'DAILY',
    name: 'Bet 100 today',
    target: 100,
    rewardCents: 500,
    draw: { game: 'envelope', count: 1 },
    progress: (f) => Math.floor(f.betTodayCents / 100),
  },
  {
    id: 'daily-deposit',
    type: 'DAILY',
    name: 'Make a deposit today',
    target: 1,
    rewardCents: 300,
    draw: { game: 'egg', count: 1 },
    progress: (f) => f.depositsToday,
  },
  {
    id: 'ach-claims',
    type: 'ACHIEVEMENT',
    name: 'Claim 3 task rewards',
    target: 3,
    rewardCents: 1_000,
    draw: { game: 'wheel', count: 2 },
    progress: (f) => f.claims,
  },
  {
    id: 'ach-deposit',
    type: 'ACHIEVEMENT',
    name: 'Deposit 1,000 in total',
    target: 1_000,
    rewardCents: 2_000,
    draw: null,
    progress: (f) => Math.floor(f.depositTotalCents / 100),
  },
];

function areaOf(platform: DemoPlatform): DemoTaskArea {
  return platform.area<DemoTaskArea>('tasks', () => ({
    members: new Map(),
    running: { envelope: true, wheel: true, egg: true },
    available: true,
  }));
}

function stateOf(platform: DemoPlatform, account: DemoAccount): DemoTaskState {
  const { members } = areaOf(platform);
  let state = members.get(account.id);
  if (!state) {
    state = {
      claimed: new Set(),
      requestIds: new Map(),
      earned: { envelope: 0, wheel: 2, egg: 1 },
      freeEnvelopeDay: null,
      claims: 0,
      draws: 0,
    };
    members.set(account.id, state);
  }
  return state;
}

const dayOf = (at: number) => Math.floor(at / DAY_MS);

function factsOf(platform: DemoPlatform, account: DemoAccount, state: DemoTaskState): Facts {
  const today = dayOf(platform.now());
  let betTodayCents = 0;
  let depositsToday = 0;
  let depositTotalCents = 0;
  for (const entry of demoLedger(platform).entries) {
    if (entry.accountId !== account.id) continue;
    const isToday = dayOf(entry.at) === today;
    if (entry.kind === 'bet' && isToday) betTodayCents += -entry.amountCents;
    if (entry.kind === 'deposit') {
      depositTotalCents += entry.amountCents;
      if (isToday) depositsToday += 1;
    }
  }
  return { betTodayCents, depositsToday, depositTotalCents, claims: state.claims };
}

const claimKey = (platform: DemoPlatform, task: TaskDef) =>
  task.type === 'DAILY' ? `${task.id}@${dayOf(platform.now())}` : task.id;

function chancesOf(platform: DemoPlatform, state: DemoTaskState, game: DrawGame): number {
  const free = game === 'envelope' && state.freeEnvelopeDay !== dayOf(platform.now()) ? 1 : 0;
  return free + state.earned[game];
}

function statusOf(platform: DemoPlatform, state: DemoTaskState, task: TaskDef, progress: number) {
  if (state.claimed.has(claimKey(platform, task))) return 'CLAIMED';
  return progress >= task.target ? 'CLAIMABLE' : 'IN_PROGRESS';
}

/** A member's next prize: a fixed walk through the list, different per member and per draw. */
function pick(account: DemoAccount, state: DemoTaskState, length: number): number {
  let hash = state.draws * 7 + 3;
  for (const char of account.id) hash = (hash * 31 + char.charCodeAt(0)) % 10_007;
  return hash % length;
}

const DRAW_NAMES: Readonly<Record<DrawGame, string>> = {
  envelope: 'Red envelope',
  wheel: 'Prize wheel',
  egg: 'Golden egg',
};

export function tasksHandlers(platform: DemoPlatform): HttpHandler[] {
  const unavailable = () => refuse(400, 'function.not.available', 'Tasks are not available');

  const drawHandler = (game: DrawGame, path: string) =>
    http.post(path, async ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const area = areaOf(platform);
      if (!area.available) return unavailable();
      if (account.type === TRIAL_ACCOUNT_TYPE) return notAllowed('Trial accounts cannot draw');
      const body = await readJson(request);
      if (isResponse(body)) return body;
      const { requestId } = body;
      if (typeof requestId !== 'string' || requestId.trim() === '') {
        return refuse(400, 'request_param_err', 'requestId is required');
      }
      const egg = body.egg;
      if (game === 'egg' && (typeof egg !== 'number' || !Number.isInteger(egg) || egg < 0 || egg >= EGGS)) {
        return refuse(400, 'request_param_err', 'egg must name one of the eggs');
      }
      const state = stateOf(platform, account);
      if (state.requestIds.has(requestId)) return refuse(400, 'operation.not.allowed', 'Already drawn');
      if (!area.running[game]) return refuse(400, 'event.not.running', 'The event is not running');
      if (chancesOf(platform, state, game) < 1) return refuse(400, 'no.chances.left', 'No chances left');
      if (game === 'envelope' && state.freeEnvelopeDay !== dayOf(platform.now())) {
        state.freeEnvelopeDay = dayOf(platform.now());
      } else {
        state.earned[game] -= 1;
      }
      const prizes = game === 'wheel' ? WHEEL_PRIZES : game === 'envelope' ? ENVELOPE_PRIZES : EGG_PRIZES;
      const index = pick(account, state, prizes.length);
      state.draws += 1;
      const prizeCents = prizes[index] ?? 0;
      if (prizeCents > 0) {
        account.balanceCents += prizeCents;
        recordDemoBonus(platform, account.id, prizeCents, { kind: 'reward', name: DRAW_NAMES[game] });
      }
      const result = {
        prize: money(prizeCents),
        chancesLeft: chancesOf(platform, state, game),
        ...(game === 'wheel' ? { segmentId: `seg-${index}` } : {}),
        ...(game === 'egg' ? { egg } : {}),
      };
      state.requestIds.set(requestId, result);
      return ok(result);
    });

  return [
    http.get('*/wps/relay/MCSFE_getTaskCentre', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const area = areaOf(platform);
      if (!area.available) return unavailable();
      const state = stateOf(platform, account);
      const facts = factsOf(platform, account, state);
      return ok({
        tasks: TASKS.map((task) => {
          const progress = Math.min(task.progress(facts), task.target);
          return {
            taskId: task.id,
            type: task.type,
            name: task.name,
            progress,
            target: task.target,
            reward: money(task.rewardCents),
            drawGame: task.draw ? task.draw.game.toUpperCase() : null,
            drawCount: task.draw?.count ?? 0,
            status: statusOf(platform, state, task, progress),
          };
        }),
        envelope: { running: area.running.envelope, chances: chancesOf(platform, state, 'envelope') },
        wheel: {
          running: area.running.wheel,
          chances: chancesOf(platform, state, 'wheel'),
          segments: WHEEL_PRIZES.map((prize, index) => ({ segmentId: `seg-${index}`, prize: money(prize) })),
        },
        egg: { running: area.running.egg, chances: chancesOf(platform, state, 'egg'), eggs: EGGS },
      });
    }),

    http.post('*/wps/relay/MCSFE_claimTask', async ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      if (!areaOf(platform).available) return unavailable();
      if (account.type === TRIAL_ACCOUNT_TYPE) return notAllowed('Trial accounts cannot claim');
      const body = await readJson(request);
      if (isResponse(body)) return body;
      const { taskId, requestId } = body;
      const task = TASKS.find((t) => t.id === taskId);
      if (!task || typeof requestId !== 'string' || requestId.trim() === '') {
        return refuse(400, 'request_param_err', 'taskId and requestId are required');
      }
      const state = stateOf(platform, account);
      const key = claimKey(platform, task);
      if (state.requestIds.has(requestId) || state.claimed.has(key)) {
        return refuse(400, 'operation.not.allowed', 'Already claimed');
      }
      if (task.progress(factsOf(platform, account, state)) < task.target) {
        return refuse(400, 'operation.not.allowed', 'The task is not complete');
      }
      state.claimed.add(key);
      state.claims += 1;
      if (task.draw) state.earned[task.draw.game] += task.draw.count;
      account.balanceCents += task.rewardCents;
      recordDemoBonus(platform, account.id, task.rewardCents, { kind: 'mission', name: task.name });
      const result = { taskId: task.id, reward: money(task.rewardCents) };
      state.requestIds.set(requestId, result);
      return ok(result);
    }),

    drawHandler('envelope', '*/wps/relay/MCSFE_openRedEnvelope'),
    drawHandler('wheel', '*/wps/relay/MCSFE_spinPrizeWheel'),
    drawHandler('egg', '*/wps/relay/MCSFE_smashGoldenEgg'),

    http.post('*/__demo/tasks/event', async ({ request }) => {
      const body = await readJson(request);
      if (isResponse(body)) return body;
      const { game, running } = body;
      if ((game !== 'envelope' && game !== 'wheel' && game !== 'egg') || typeof running !== 'boolean') {
        return refuse(400, 'request_param_err', 'game (envelope, wheel, egg) and running are required');
      }
      areaOf(platform).running[game] = running;
      return ok({ game, running });
    }),

    http.post('*/__demo/tasks/resource', async ({ request }) => {
      const body = await readJson(request);
      if (isResponse(body)) return body;
      if (typeof body.available !== 'boolean') return refuse(400, 'request_param_err', 'available is required');
      areaOf(platform).available = body.available;
      return ok({ available: body.available });
    }),
  ];
}
