import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createSweep, signInAccount, visit } from '../../test/routeFaultSweep';

// The withdraw page's code arrives after the member centre's (its own chunk): the test holds it back until it says
// so, as a slow line does on a full reload of /member?tab=withdraw.
let releasePageCode: () => void = () => {};
const pageCode = new Promise<void>((resolve) => {
  releasePageCode = resolve;
});
vi.mock('./pages/WithdrawPage', async (importOriginal) => {
  await pageCode;
  return importOriginal();
});

const sweep = createSweep();
beforeAll(async () => {
  sweep.server.listen({ onUnhandledRequest: 'bypass' });
  await signInAccount('member');
});
afterAll(() => {
  cleanup();
  sweep.server.close();
});

it(
  '§2 /member?tab=…: on a cold load whose page code is slow, the centre shows the page skeleton, not an empty main',
  { timeout: 30_000 },
  async () => {
    const seen = await visit(sweep, '/member?tab=withdraw', null);
    expect(seen.errors).toEqual([]);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Withdraw' })).toBeVisible();
    // On a loaded host the centre's frame can finish rendering after `visit` returns: the skeleton must come, and
    // stay while the page's code is held back.
    const pending = await within(main).findByRole('region', { name: 'Member centre: loading Withdraw' });
    expect(pending).toHaveAttribute('aria-busy', 'true');

    releasePageCode();
    expect(await within(main).findByText(/Withdrawable from main wallet/, {}, { timeout: 10_000 })).toBeVisible();
    expect(within(main).queryByRole('region', { name: /loading/ })).not.toBeInTheDocument();
  },
);
