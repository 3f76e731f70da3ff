import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs, visit } from '../../test/routeFaultSweep';
import { setUpDemoServer } from '../../test/demoServer';

const demo = setUpDemoServer();

describe('§2 /register when the session has just ended (§8)', () => {
  it(
    'keeps the login popup with the reason, which links to registration, instead of a bare registration popup',
    {
      timeout: 30_000,
    },
    async () => {
      const restore = await signInAs('member');
      restore();
      const seen = await visit(demo, '/register', 'expired-session');
      expect(seen.settled).toBe(true);
      const login = screen.getByRole('dialog', { name: /log in/i });
      expect(within(login).getByText('You are not logged in. Please log in.')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: /register|sign up|create an account/i })).not.toBeInTheDocument();
      expect(seen.errors).toEqual([]);
    },
  );

  it('opens the registration popup for a guest who had no session', { timeout: 30_000 }, async () => {
    const seen = await visit(demo, '/register', null);
    expect(seen.settled).toBe(true);
    expect(await screen.findByRole('dialog', { name: /register|sign up|create an account/i })).toBeInTheDocument();
  });
});
