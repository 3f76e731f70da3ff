import { cleanup, screen, within } from '@testing-library/react';
import { lazy } from 'react';
import { afterAll, expect, it } from 'vitest';
import { MEMBER_PAGE_COMPONENTS } from './memberPages';
import { signInAccount, visit } from '../../test/routeFaultSweep';
import { setUpDemoServer } from '../../test/demoServer';

// The page's code arrives after the centre's (its own chunk): the test swaps the page's lazy entry for one whose
// code arrives when the test says so, as a slow line does on a full reload. Not vi.mock: the app tests share a
// module cache per worker (`isolate: false`), so another file may have loaded the page's module already.
// (Here: /member?tab=withdraw.)
let releasePageCode: () => void = () => {};
const pageCode = new Promise<void>((resolve) => {
  releasePageCode = resolve;
});
const realPage = MEMBER_PAGE_COMPONENTS.withdraw;
MEMBER_PAGE_COMPONENTS.withdraw = lazy(async () => {
  await pageCode;
  return { default: (await import('./pages/WithdrawContainer')).WithdrawContainer };
});

const demo = setUpDemoServer({ beforeAll: () => signInAccount('member') });
afterAll(() => {
  MEMBER_PAGE_COMPONENTS.withdraw = realPage;
  cleanup();
});

it(
  '§2 /member?tab=…: on a cold load whose page code is slow, the centre shows the page skeleton, not an empty main',
  { timeout: 30_000 },
  async () => {
    const seen = await visit(demo, '/member?tab=withdraw', null);
    expect(seen.errors).toEqual([]);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Withdraw' })).toBeVisible();
    const pending = await within(main).findByRole('region', { name: 'Member centre: loading Withdraw' });
    expect(pending).toHaveAttribute('aria-busy', 'true');

    releasePageCode();
    expect(await within(main).findByText(/Withdrawable from main wallet/, {}, { timeout: 10_000 })).toBeVisible();
    expect(within(main).queryByRole('region', { name: /loading/ })).not.toBeInTheDocument();
  },
);
