import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setUpDemoServer } from '../../../test/demoServer';
import { openPage } from '../../../test/routeFaultSweep';
import { REFERRAL_LINK_QUERY, referralLink } from './ReferralContainer';

const demo = setUpDemoServer({ afterEach: () => vi.restoreAllMocks() });

async function open() {
  await demo.signIn('inboxplayer');
  await openPage(demo, '/member?tab=referral');
  await screen.findByTestId('referral-code');
}

describe('§2 referral (invite friends): the code, the link with copy, the QR code, invitees and earnings', () => {
  // That registration reads this query is checked end to end (tests/e2e/member/inbox.spec.ts: a guest opens the link).
  it('the link is this site’s registration address with the §3 referralCode query', () => {
    expect(REFERRAL_LINK_QUERY).toBe('referralCode');
    expect(referralLink('https://atrium.example', 'RM3401')).toBe(
      'https://atrium.example/register?referralCode=RM3401',
    );
    expect(referralLink('https://atrium.example/', 'A B')).toBe('https://atrium.example/register?referralCode=A+B');
  });

  it('shows the code, copies the link and says so politely, draws its QR code', { timeout: 20_000 }, async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await open();
    const link = `${window.location.origin}/register?referralCode=RM3401`;
    expect(screen.getByTestId('referral-code')).toHaveTextContent('RM3401');
    expect(screen.getByTestId('referral-link')).toHaveTextContent(link);
    expect(screen.getByRole('img', { name: 'QR code of your referral link' })).toHaveAttribute(
      'viewBox',
      '0 0 800 800',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Link copied')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('referral-earnings')).toHaveTextContent('$17.50');
    const invitees = screen.getByRole('region', { name: 'Your invitees' });
    await waitFor(() => expect(within(invitees).getAllByRole('listitem')).toHaveLength(3));
    expect(within(invitees).getByText('Pending')).toBeInTheDocument();
  });

  it('without a clipboard the member is told to copy by hand', { timeout: 20_000 }, async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Could not copy. Select the link and copy it yourself.')).toHaveAttribute(
      'role',
      'status',
    );
  });
});
