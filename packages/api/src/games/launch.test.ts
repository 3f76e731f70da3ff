import { describe, expect, it } from 'vitest';
import { type Game } from '@atrium/domain/games';
import { gameLaunchParams } from '@atrium/domain/launch';
import { getGameList, getGameVendors, launchGame, launchGameMutationOptions } from './index';
import { DEMO_ORIGIN, useDemoPlatform, TEST_NOW } from '../test/harness';

const demo = useDemoPlatform({ fresh: 'file', now: TEST_NOW, timeoutMs: 2_000 });
const { platform } = demo;

const guest = demo.client();
const list = (request: Partial<Parameters<typeof getGameList>[1]> = {}) =>
  getGameList(guest, { merchantCode: 'atriumdemo', language: 'EN', gameType: 'RNG', page: 1, ...request });

describe('§4 game start (GET /wps/game/launchGame)', () => {
  const member = () => demo.client(platform.sessions.issue('m-1001'));

  async function gameWhere(predicate: (g: Game) => boolean): Promise<Game> {
    for (let page = 1; page < 50; page += 1) {
      const found = (await list({ page, pageSize: 100 })).games.find(predicate);
      if (found) return found;
    }
    throw new Error('no such game');
  }

  it('a member launches a game: the URL is the demo game page, plain HTML without script', async () => {
    const game = await gameWhere((g) => g.nodeId % 97 !== 0);
    const { url } = await launchGame(
      member(),
      gameLaunchParams({ kind: 'game', game }, { language: 'EN', realMoney: true }),
    );
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe(`${DEMO_ORIGIN}/__demo/game`);
    expect(parsed.searchParams.get('nodeId')).toBe(String(game.nodeId));
    const page = await fetch(url);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('Spin');
    const next = new URL(url);
    next.searchParams.set('spin', '1');
    const spun = await (await fetch(next)).text();
    expect(spun).toContain('Spin 1:');
  });

  it('the demo game page escapes what it is given', async () => {
    const game = await gameWhere((g) => g.nodeId % 97 !== 0);
    const launched = await launchGame(
      member(),
      gameLaunchParams({ kind: 'game', game }, { language: 'EN', realMoney: true }),
    );
    const hostile = new URL(launched.url);
    hostile.searchParams.delete('nodeId');
    hostile.searchParams.set('name', '<img src=x onerror=alert(1)>');
    const html = await (await fetch(hostile)).text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x');
  });

  it('a game under maintenance is refused with game.maintenance', async () => {
    const game = await gameWhere((g) => g.nodeId % 97 === 0);
    const error = await launchGame(
      member(),
      gameLaunchParams({ kind: 'game', game }, { language: 'EN', realMoney: true }),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'rejected', code: 'game.maintenance', messageKey: 'errors:game.maintenance' });
  });

  it('a guest gets session-expired before any call; a forged token gets the 401', async () => {
    const game = await gameWhere(() => true);
    const params = gameLaunchParams({ kind: 'game', game }, { language: 'EN', realMoney: true });
    await expect(launchGame(guest, params)).rejects.toMatchObject({ kind: 'session-expired' });
    await expect(launchGame(demo.client('forged'), params)).rejects.toMatchObject({
      kind: 'session-expired',
      status: 401,
    });
  });

  it('a trial account may play for free but not for real money (operation.not.allowed)', async () => {
    const trial = demo.client(
      platform.sessions.issue(
        demo.addTrialAccount('m-1001', { id: 't-4001', username: 'trial4001', balanceCents: 0 }).id,
      ),
    );
    const game = await gameWhere((g) => g.nodeId % 97 !== 0);
    await expect(
      launchGame(trial, gameLaunchParams({ kind: 'game', game }, { language: 'EN', realMoney: true })),
    ).rejects.toMatchObject({ kind: 'rejected', code: 'operation.not.allowed' });
    const { url } = await launchGame(
      trial,
      gameLaunchParams({ kind: 'game', game }, { language: 'EN', realMoney: false }),
    );
    expect(new URL(url).searchParams.get('mode')).toBe('free');
  });

  it('a vendor card launches its lobby game (gameId = the card gameCode), also through GCS_gameLaunchFB', async () => {
    const { catalogue } = await getGameVendors(guest, { language: 'EN' });
    const saba = catalogue.SPORTS.vendors.find((v) => v.vendorCode === 'SABA');
    if (!saba) throw new Error('SABA missing');
    const params = gameLaunchParams({ kind: 'vendor', vendor: saba }, { language: 'EN', realMoney: true });
    const direct = await launchGame(member(), params);
    expect(new URL(direct.url).searchParams.get('vendor')).toBe('SABA Sports');
    const relayed = await launchGame(member(), params, { via: 'gameLaunchFB' });
    // Each launch has its own ticket (it dies with the session); the rest of the address is the same.
    const withoutTicket = (url: string) => {
      const parsed = new URL(url);
      parsed.searchParams.delete('ticket');
      return parsed.toString();
    };
    expect(withoutTicket(relayed.url)).toBe(withoutTicket(direct.url));
  });

  it('an unsafe game_url is malformed, never handed to the app', async () => {
    demo.answer('/wps/game/launchGame', { content: { game_url: 'javascript:alert(1)' } });
    const game = await gameWhere(() => true);
    await expect(
      launchGame(member(), gameLaunchParams({ kind: 'game', game }, { language: 'EN', realMoney: true })),
    ).rejects.toMatchObject({ kind: 'malformed', field: 'value.content.game_url' });
  });

  it('the launch mutation never retries on its own', () => {
    expect(launchGameMutationOptions(guest)).toMatchObject({ retry: false, mutationKey: ['games', 'launch'] });
  });
});
