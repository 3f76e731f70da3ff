import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { launchStore } from '../../shared/games/launchStore';
import { renderApp, signIn } from '../../test/renderApp';
import { activateTwice, expectBusy, SUBMIT_GESTURES } from '../../test/submitGestures';
import { LotteryRoute } from './LotteryRoute';
import { setUpDemoServer } from '../../test/demoServer';

const { requests, hold } = setUpDemoServer();
beforeEach(() => {
  launchStore.reset();
  requests.reset();
});

const LAUNCH = '/lgw/vn/lobby/launch';
const BUTTON = 'Open the lottery lobby';

describe('§7 the lottery lobby launch is sent once (shared/submit)', () => {
  it.each(SUBMIT_GESTURES)('%s: one launch is sent, and its lobby opens', async (gesture) => {
    await signIn('member');
    const { address } = await renderApp(<LotteryRoute />, { withSession: true, path: '/vnLottery?gameCode=VN_FAST_1' });
    const button = await screen.findByRole('button', { name: BUTTON });
    await waitFor(() => expect(button).toBeEnabled());
    const release = hold(LAUNCH);
    activateTwice(gesture, button);
    await waitFor(() => expectBusy(BUTTON));
    release();
    await waitFor(() => expect(address()).toMatch(/^\/seamless\?lottery=VN/));
    expect(requests.count('GET', LAUNCH) + requests.count('POST', LAUNCH)).toBe(1);
  });
});
