import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { readToken } from '../shared/session';
import type { DemoServer } from './demoServer';

/** What only a signed-in member's pages read: none of it is asked for once the member has signed out. */
const SIGNED_IN_READS = [
  '/wps/member/info',
  '/wps/member/saferPlay',
  '/wps/v2/wallets/balance',
  '/wps/relay/CSP_unreadCount',
  '/wps/relay/MCSFE_getFavoriteGameIds',
  '/wps/relay/GCS_recentGame',
];

/**
 * After a sign-out the member chose (count requests from just before it, `demo.requests.reset()`): home as a guest's,
 * no token, no popup over it (no "not logged in" from the page left), and nothing only a member reads asked for.
 */
export async function expectSignedOutAtHome(demo: DemoServer) {
  await screen.findByRole('heading', { level: 1, name: /^Welcome to / }, { timeout: 8_000 });
  await waitFor(() => expect(readToken()).toBeNull());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  for (const path of SIGNED_IN_READS) expect(demo.requests.count('GET', path), path).toBe(0);
}
