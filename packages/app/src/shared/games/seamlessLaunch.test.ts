import { describe, expect, it } from 'vitest';
import { handOffSeamless, lotteryLaunchOf, lotterySeamlessPath, seamlessHandedOff } from './seamlessLaunch';

describe('§2 /seamless: what a reload or a shared link can launch again', () => {
  it('§7 a lottery lobby launch round-trips through the address (area, mode, first game, back URL)', () => {
    const request = {
      area: 'VN',
      mode: 'ELOTT',
      backUrl: '/vnLottery?gameCode=VN_FAST_1',
      gameCode: 'VN_FAST_1',
    } as const;
    const path = lotterySeamlessPath(request);
    expect(path.startsWith('/seamless?')).toBe(true);
    expect(lotteryLaunchOf(path.slice(path.indexOf('?')))).toEqual(request);
    const sea = { area: 'SEA', mode: 'SEA', backUrl: '/seaLottery', gameCode: null } as const;
    const seaPath = lotterySeamlessPath(sea);
    expect(lotteryLaunchOf(seaPath.slice(seaPath.indexOf('?')))).toEqual(sea);
  });

  it('the address never carries the lobby URL or its ticket', () => {
    const path = lotterySeamlessPath({ area: 'VN', mode: 'LOTT', backUrl: '/lottery', gameCode: null });
    expect(path).not.toMatch(/ticket|url=|__demo/);
  });

  it('a wrong or foreign address names no launch: another site, another page, an unknown area or mode', () => {
    const ok = '?lottery=VN&mode=LOTT&back=%2Flottery';
    expect(lotteryLaunchOf(ok)).not.toBeNull();
    for (const bad of [
      '',
      '?lottery=VN&mode=LOTT',
      '?lottery=XX&mode=LOTT&back=%2Flottery',
      '?lottery=VN&mode=NOPE&back=%2Flottery',
      '?lottery=VN&mode=LOTT&back=https%3A%2F%2Fevil.example%2Flottery',
      '?lottery=VN&mode=LOTT&back=%2F%2Fevil.example%2Flottery',
      '?lottery=VN&mode=LOTT&back=%2Fmember',
      '?lottery=VN&mode=LOTT&back=%2Flottery&gameCode=%3Cscript%3E',
    ]) {
      expect(lotteryLaunchOf(bad), bad).toBeNull();
    }
  });

  it('a launch URL is handed over in memory: the history state holds an id only, which finds it again', () => {
    const launch = { url: '/__demo/lottery?ticket=secret', title: 'Fast lottery 1 minute' };
    const state = handOffSeamless(launch);
    expect(JSON.stringify(state)).not.toContain('secret');
    expect(seamlessHandedOff(state)).toEqual(launch);
    // Back and forward find it again; another entry's id does not.
    expect(seamlessHandedOff(structuredClone(state))).toEqual(launch);
    expect(seamlessHandedOff(handOffSeamless({ url: '/other', title: '' }))).not.toEqual(launch);
  });

  it('after a reload (an id this page never handed out) or without state, nothing is found', () => {
    expect(seamlessHandedOff({ seamlessLaunch: 'from-an-earlier-page' })).toBeNull();
    expect(seamlessHandedOff(null)).toBeNull();
    expect(seamlessHandedOff({ url: '/__demo/game', title: 'old form' })).toBeNull();
  });
});
