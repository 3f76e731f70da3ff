import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../queryKeys';
import { DEMO_ORIGIN, useDemoPlatform, TEST_NOW } from '../test/harness';
import { getWalletBalance } from '../wallet';
import {
  claimTask,
  claimTaskMutationOptions,
  draw,
  drawMutationOptions,
  getTaskCentre,
  newTaskRequestId,
  taskCentreSchema,
  toTaskCentre,
} from './index';

const demo = useDemoPlatform({ now: TEST_NOW });
const control = (path: string, init: RequestInit) =>
  fetch(`${DEMO_ORIGIN}${path}`, { ...init, headers: { 'content-type': 'application/json' } });

describe('§1 tasks, red envelope, prize wheel, golden egg ticket (designed calls)', () => {
  it('reads daily and achievement tasks with progress, rewards in cents and the draw chances', async () => {
    const centre = await getTaskCentre(demo.clientAs('m-1001'));
    const login = centre.tasks.find((t) => t.id === 'daily-login');
    expect(login).toMatchObject({ kind: 'daily', progress: 1, target: 1, rewardCents: 200, status: 'claimable' });
    expect(login?.draw).toEqual({ game: 'wheel', count: 1 });
    expect(centre.tasks.some((t) => t.kind === 'achievement')).toBe(true);
    expect(centre.envelope).toEqual({ running: true, chances: 1 });
    expect(centre.wheel.chances).toBe(2);
    expect(centre.wheel.segments.length).toBe(8);
    expect(centre.egg).toEqual({ running: true, chances: 1, eggs: 3 });
  });

  it('a malformed overview is a typed error; progress above the target is shown as complete', () => {
    expect(() => taskCentreSchema.parse({ tasks: [], envelope: { running: true } })).toThrow();
    const wire = taskCentreSchema.parse({
      tasks: [{ taskId: 't', type: 'DAILY', name: 'n', progress: 7, target: 5, reward: '1.50', status: 'CLAIMABLE' }],
      envelope: { running: false, chances: 0 },
      wheel: {
        running: true,
        chances: 1,
        segments: [
          { segmentId: 'a', prize: 0 },
          { segmentId: 'b', prize: 2 },
        ],
      },
      egg: { running: true, chances: 0, eggs: 3 },
    });
    expect(toTaskCentre(wire).tasks[0]).toMatchObject({ progress: 5, rewardCents: 150, draw: null });
  });

  it('a claim pays the reward once, adds its draw chances, and the task reads Claimed', async () => {
    const client = demo.clientAs('m-1001');
    const before = await getWalletBalance(client);
    const requestId = newTaskRequestId();
    expect(await claimTask(client, { taskId: 'daily-login', requestId })).toEqual({
      taskId: 'daily-login',
      rewardCents: 200,
    });
    await expect(claimTask(client, { taskId: 'daily-login', requestId })).rejects.toMatchObject({
      code: 'operation.not.allowed',
    });
    await expect(claimTask(client, { taskId: 'daily-login', requestId: newTaskRequestId() })).rejects.toMatchObject({
      code: 'operation.not.allowed',
    });
    expect((await getWalletBalance(client)).totalCents).toBe(before.totalCents + 200);
    const centre = await getTaskCentre(client);
    expect(centre.tasks.find((t) => t.id === 'daily-login')?.status).toBe('claimed');
    expect(centre.wheel.chances).toBe(3);
  });

  it('an unfinished task cannot be claimed', async () => {
    await expect(
      claimTask(demo.clientAs('m-1001'), { taskId: 'ach-claims', requestId: newTaskRequestId() }),
    ).rejects.toMatchObject({ code: 'operation.not.allowed' });
  });

  it('the server picks the wheel segment; the prize is credited and the chances fall to none', async () => {
    const client = demo.clientAs('m-1001');
    const { wheel } = await getTaskCentre(client);
    const before = (await getWalletBalance(client)).totalCents;
    const first = await draw(client, { game: 'wheel', requestId: newTaskRequestId() });
    const segment = wheel.segments.find((s) => s.id === first.segmentId);
    expect(segment?.prizeCents).toBe(first.prizeCents);
    expect(first.chancesLeft).toBe(1);
    const second = await draw(client, { game: 'wheel', requestId: newTaskRequestId() });
    expect(second.chancesLeft).toBe(0);
    expect((await getWalletBalance(client)).totalCents).toBe(before + first.prizeCents + second.prizeCents);
    await expect(draw(client, { game: 'wheel', requestId: newTaskRequestId() })).rejects.toMatchObject({
      code: 'no.chances.left',
    });
  });

  it('the red envelope gives one free chance a day; the golden egg names the smashed egg', async () => {
    const client = demo.clientAs('m-1001');
    const envelope = await draw(client, { game: 'envelope', requestId: newTaskRequestId() });
    expect(envelope.prizeCents).toBeGreaterThan(0);
    expect(envelope.chancesLeft).toBe(0);
    await expect(draw(client, { game: 'envelope', requestId: newTaskRequestId() })).rejects.toMatchObject({
      code: 'no.chances.left',
    });
    const egg = await draw(client, { game: 'egg', requestId: newTaskRequestId(), egg: 2 });
    expect(egg).toMatchObject({ egg: 2, chancesLeft: 0 });
  });

  it('a stopped event refuses the draw; without the task resource the overview is refused', async () => {
    await control('/__demo/tasks/event', { method: 'POST', body: JSON.stringify({ game: 'wheel', running: false }) });
    await expect(draw(demo.clientAs('m-1001'), { game: 'wheel', requestId: newTaskRequestId() })).rejects.toMatchObject(
      { code: 'event.not.running' },
    );
    await control('/__demo/tasks/resource', { method: 'POST', body: JSON.stringify({ available: false }) });
    await expect(getTaskCentre(demo.clientAs('m-1001'))).rejects.toMatchObject({ code: 'function.not.available' });
  });

  it('claim and draw are never retried; a claim refreshes the wallet root', async () => {
    const queryClient = new QueryClient();
    const client = demo.clientAs('m-1001');
    expect(claimTaskMutationOptions(client).retry).toBe(false);
    expect(drawMutationOptions(client).retry).toBe(false);
    queryClient.setQueryData([...queryKeys.wallet.all, 'tasks', 'overview'], 'old');
    await queryClient
      .getMutationCache()
      .build(queryClient, claimTaskMutationOptions(client))
      .execute({ taskId: 'daily-login', requestId: newTaskRequestId() });
    expect(queryClient.getQueryState([...queryKeys.wallet.all, 'tasks', 'overview'])?.isInvalidated).toBe(true);
  });
});
