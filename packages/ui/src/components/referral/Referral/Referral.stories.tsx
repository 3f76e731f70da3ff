import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { INVITEES, REFERRAL_INFO } from '../referral.fixtures';
import { Referral } from './Referral';
import { listStates } from '../../../stories/listStories';
import { inArabic } from '../../../stories/languageStories';

/** §2 referral: the code, the link with copy, its QR code, the invitees and the earnings. */
const meta = {
  title: 'Referral/Referral',
  component: Referral,
  args: {
    info: REFERRAL_INFO,
    currencySymbol: '$',
    onCopy: fn(),
    onRetry: fn(),
    invitees: { page: { items: INVITEES, page: 1, totalPages: 1 }, onPageChange: fn(), onRetry: fn() },
  },
  // visual-skip: the invitees' join dates are shown in the machine's time zone, so a screenshot differs between machines.
  tags: ['visual-skip'],
} satisfies Meta<typeof Referral>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listStates<Story>({
  region: 'Share your link',
  none: { info: null },
  loading: { invitees: { page: null, isLoading: true, onPageChange: fn() } },
  isRetryInRegion: true,
});

/** The code, the link and its QR code, copied by keyboard; the invitees with their status and earnings. */
export const CodeLinkAndQr: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('referral-code')).toHaveTextContent('RM1001');
    await expect(canvas.getByTestId('referral-link')).toHaveTextContent(REFERRAL_INFO.link);
    const qr = canvas.getByRole('img', { name: 'QR code of your referral link' });
    await expect(qr).toHaveAttribute('viewBox', '0 0 800 800');
    await expect(qr.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(canvas.getByTestId('referral-earnings')).toHaveTextContent('$17.50');
    canvas.getByRole('button', { name: 'Copy link' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    const rows = within(canvas.getByRole('region', { name: 'Your invitees' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0] as HTMLElement).getByText('Active')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('Pending')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('$5.00')).toBeVisible();
    await expectNoSideScroll();
  },
};

/** "Copied" is announced politely, in a status region. */
export const Copied: Story = {
  args: { copyState: 'copied' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Link copied');
  },
};

export const CopyFailed: Story = {
  args: { copyState: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Could not copy. Select the link and copy it yourself.',
    );
  },
};

export const NoInvitees: Story = {
  args: {
    info: { ...REFERRAL_INFO, inviteeCount: 0, totalEarningsCents: 0 },
    invitees: { page: { items: [], page: 1, totalPages: 0 }, onPageChange: fn() },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nobody has joined with your link yet.')).toBeVisible();
  },
};

export const Loading: Story = states.Loading;

export const LoadFailed: Story = states.LoadFailed;

export const Arabic: Story = inArabic('نسخ الرابط');
