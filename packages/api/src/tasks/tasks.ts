import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ApiClient, Endpoint } from '../client';
import { queryKeys } from '../queryKeys';
import { sentOnceMutationOptions } from '../mutations';
import { endpointsOf, reader } from '../endpoints';
import { centsSchema } from '../wire';

/**
 * Tasks and the draws they earn (spec §1 "tasks, red envelope, prize wheel, golden egg ticket"; §2 /task). The spec
 * knows these by label only: every call and shape here is designed (packages/api README "Tasks and draws"). One
 * overview call carries the tasks, the draw chances and the wheel's segments; a claim and each draw are
 * money-moving posts with a request id, so a resent request is paid once. The server picks every prize: the client
 * only shows (and animates to) what the answer names. Amounts arrive in currency units and leave as integer cents.
 */

const MODULE_ID = 'TASK';
const area = endpointsOf('tasks', { moduleId: MODULE_ID, needsToken: true });

const countSchema = z.number().check(z.int(), z.nonnegative());

export type TaskKind = 'daily' | 'achievement';
export type TaskStatus = 'inProgress' | 'claimable' | 'claimed';
export type DrawGame = 'envelope' | 'wheel' | 'egg';

/** Where the task answers live: under the wallet's root, so every money move refreshes them and logout drops them. */
export const tasksQueryKeys = {
  all: [...queryKeys.wallet.all, 'tasks'] as const,
  overview: () => [...queryKeys.wallet.all, 'tasks', 'overview'] as const,
};

// ─── Overview: GET /wps/relay/MCSFE_getTaskCentre (designed) ─────────────────────────────────────────────────

const drawGameSchema = z.enum(['ENVELOPE', 'WHEEL', 'EGG']);

export const taskWireSchema = z.object({
  taskId: z.string(),
  type: z.enum(['DAILY', 'ACHIEVEMENT']),
  name: z.string(),
  progress: countSchema,
  target: z.number().check(z.int(), z.positive()),
  reward: centsSchema,
  /** Draw chances the task also earns, if any. */
  drawGame: z.optional(z.nullable(drawGameSchema)),
  drawCount: z._default(countSchema, 0),
  status: z.enum(['IN_PROGRESS', 'CLAIMABLE', 'CLAIMED']),
});

const drawStateSchema = z.object({ running: z.boolean(), chances: countSchema });

export const taskCentreSchema = z.object({
  tasks: z._default(z.array(taskWireSchema), []),
  envelope: drawStateSchema,
  wheel: z.object({
    ...drawStateSchema.shape,
    segments: z.array(z.object({ segmentId: z.string(), prize: centsSchema })).check(z.minLength(2)),
  }),
  egg: z.object({ ...drawStateSchema.shape, eggs: z.number().check(z.int(), z.positive()) }),
});
export type TaskCentreWire = z.infer<typeof taskCentreSchema>;

export interface Task {
  readonly id: string;
  readonly kind: TaskKind;
  /** The platform's own name for the task (platform text, like an activity's name). */
  readonly name: string;
  readonly progress: number;
  readonly target: number;
  readonly rewardCents: number;
  readonly draw: { readonly game: DrawGame; readonly count: number } | null;
  readonly status: TaskStatus;
}

export interface DrawState {
  /** Whether the event runs at all (a player meets "the event is not running"). */
  readonly running: boolean;
  readonly chances: number;
}

export interface WheelSegment {
  readonly id: string;
  /** 0 is a "no prize" segment. */
  readonly prizeCents: number;
}

export interface TaskCentre {
  readonly tasks: readonly Task[];
  readonly envelope: DrawState;
  readonly wheel: DrawState & { readonly segments: readonly WheelSegment[] };
  readonly egg: DrawState & { readonly eggs: number };
}

const GAME: Readonly<Record<'ENVELOPE' | 'WHEEL' | 'EGG', DrawGame>> = {
  ENVELOPE: 'envelope',
  WHEEL: 'wheel',
  EGG: 'egg',
};
const STATUS = { IN_PROGRESS: 'inProgress', CLAIMABLE: 'claimable', CLAIMED: 'claimed' } as const;

export function toTaskCentre(wire: TaskCentreWire): TaskCentre {
  return {
    tasks: wire.tasks.map((t) => ({
      id: t.taskId,
      kind: t.type === 'DAILY' ? 'daily' : 'achievement',
      name: t.name,
      progress: Math.min(t.progress, t.target),
      target: t.target,
      rewardCents: t.reward,
      draw: t.drawGame && t.drawCount > 0 ? { game: GAME[t.drawGame], count: t.drawCount } : null,
      status: STATUS[t.status],
    })),
    envelope: { running: wire.envelope.running, chances: wire.envelope.chances },
    wheel: {
      running: wire.wheel.running,
      chances: wire.wheel.chances,
      segments: wire.wheel.segments.map((s) => ({ id: s.segmentId, prizeCents: s.prize })),
    },
    egg: { running: wire.egg.running, chances: wire.egg.chances, eggs: wire.egg.eggs },
  };
}

export const taskCentreEndpoint = area.get('centre', '/wps/relay/MCSFE_getTaskCentre', taskCentreSchema);

export const getTaskCentre = reader(taskCentreEndpoint, toTaskCentre);

export function taskCentreQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: tasksQueryKeys.overview(), queryFn: ({ signal }) => getTaskCentre(client, signal) });
}

/** The platform's answer when the task resource does not exist for this site (§2 "/task only if it exists"). */
export const TASKS_UNAVAILABLE_CODE = 'function.not.available';

// ─── Claim and draws (designed): one request id per act, never retried on their own ─────────────────────────

export function newTaskRequestId(): string {
  return globalThis.crypto.randomUUID();
}

export const taskClaimResultSchema = z.object({ taskId: z.string(), reward: centsSchema });
export type TaskClaimResultWire = z.infer<typeof taskClaimResultSchema>;

export const claimTaskEndpoint = area.post('claim', '/wps/relay/MCSFE_claimTask', taskClaimResultSchema);

export interface ClaimTaskInput {
  readonly taskId: string;
  readonly requestId: string;
}

export interface TaskClaimResult {
  readonly taskId: string;
  readonly rewardCents: number;
}

export async function claimTask(client: ApiClient, input: ClaimTaskInput): Promise<TaskClaimResult> {
  const wire = await client.call(claimTaskEndpoint, { body: { taskId: input.taskId, requestId: input.requestId } });
  return { taskId: wire.taskId, rewardCents: wire.reward };
}

export const drawResultSchema = z.object({
  prize: centsSchema,
  chancesLeft: countSchema,
  /** The wheel's segment or the egg the server picked. */
  segmentId: z.optional(z.string()),
  egg: z.optional(countSchema),
});
export type DrawResultWire = z.infer<typeof drawResultSchema>;

const drawEndpoint = (game: DrawGame, path: string): Endpoint<DrawResultWire> => ({
  id: `tasks.draw.${game}`,
  method: 'POST',
  path,
  moduleId: MODULE_ID,
  needsToken: true,
  value: drawResultSchema,
});

export const drawEndpoints: Readonly<Record<DrawGame, Endpoint<DrawResultWire>>> = {
  envelope: drawEndpoint('envelope', '/wps/relay/MCSFE_openRedEnvelope'),
  wheel: drawEndpoint('wheel', '/wps/relay/MCSFE_spinPrizeWheel'),
  egg: drawEndpoint('egg', '/wps/relay/MCSFE_smashGoldenEgg'),
};

export interface DrawInput {
  readonly game: DrawGame;
  readonly requestId: string;
  /** The egg the player smashed (golden egg only); the prize is the server's whichever egg it is. */
  readonly egg?: number;
}

export interface DrawResult {
  readonly game: DrawGame;
  readonly prizeCents: number;
  readonly chancesLeft: number;
  readonly segmentId: string | null;
  readonly egg: number | null;
}

export async function draw(client: ApiClient, input: DrawInput): Promise<DrawResult> {
  const body: Record<string, unknown> = { requestId: input.requestId };
  if (input.egg !== undefined) body.egg = input.egg;
  const wire = await client.call(drawEndpoints[input.game], { body });
  return {
    game: input.game,
    prizeCents: wire.prize,
    chancesLeft: wire.chancesLeft,
    segmentId: wire.segmentId ?? null,
    egg: wire.egg ?? null,
  };
}

/**
 * Money-moving: never retried on its own. A claim pays into the balance and may add draw chances, so the wallet
 * (and with it the task overview, under its root) is refetched.
 */
export function claimTaskMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...tasksQueryKeys.all, 'claim'],
    mutationFn: (input: ClaimTaskInput) => claimTask(client, input),
    retry: false,
    onSuccess: (_data, _input, _result, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
  });
}

/**
 * Money-moving, never retried. The overview is not refetched on success: the result dialog shows while the wheel
 * still stands on the picked segment, and the caller refreshes the wallet when the player closes it.
 */
export function drawMutationOptions(client: ApiClient) {
  return sentOnceMutationOptions([...tasksQueryKeys.all, 'draw'], (input: DrawInput) => draw(client, input));
}
