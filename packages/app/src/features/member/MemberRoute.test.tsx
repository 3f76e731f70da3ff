import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSweep, signInAs, visit } from '../../test/routeFaultSweep';

const sweep = createSweep();
let restoreMember = () => {};
beforeAll(async () => {
  sweep.server.listen({ onUnhandledRequest: 'bypass' });
  restoreMember = await signInAs('member');
});
afterAll(() => sweep.server.close());

describe('§8 /member when the member details cannot be had: an error with retry in the page, never a loop', () => {
  it.each(['5xx', 'timeout', 'network', 'malformed'] as const)(
    '%s: the member centre shows the error and retry, asks a bounded number of times, and retry recovers',
    { timeout: 30_000 },
    async (fault) => {
      restoreMember();
      const seen = await visit(sweep, '/member', fault);
      expect(seen.settled).toBe(true);
      // The first load (tried twice when the failure is transient) and the page's own query when it mounts: a
      // malformed answer is final, so it is asked for once by each.
      expect(seen.calls.get('/wps/member/info') ?? 0).toBeLessThanOrEqual(4);
      const main = screen.getByRole('main');
      const alert = within(main).getByRole('alert');
      expect(alert).toHaveTextContent(/\S/);
      sweep.platform.setFault(null);
      await userEvent.click(within(main).getByRole('button', { name: 'Try again' }));
      expect(await within(main).findByText('member')).toBeInTheDocument();
      expect(within(main).queryByRole('alert')).not.toBeInTheDocument();
      expect(seen.errors).toEqual([]);
    },
  );
});
