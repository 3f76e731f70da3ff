import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MemberCentrePage, MemberPageUnavailable, SecurityCenterPanel } from './MemberCentre';

const summary = {
  account: 'demo_member',
  nickname: 'Lucky Star',
  maskedMobile: '+86 138****0001',
  vipLabel: 'VIP 3',
  registeredOn: '2026-01-15',
};

/** The member centre at my account (securityCenter), its page being the security-centre panel. */
const meta = {
  title: 'Member/MemberCentre',
  component: SecurityCenterPanel,
  args: { summary, onChangePassword: fn(), onRetry: fn() },
  render: (args) => (
    <MemberCentrePage page="securityCenter" pages={['securityCenter']}>
      <SecurityCenterPanel {...args} />
    </MemberCentrePage>
  ),
} satisfies Meta<typeof SecurityCenterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** §2 securityCenter (my account): the member's details and the change-password entry. */
export const MyAccount: Story = {
  play: async ({ canvasElement, args, userEvent, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    const menu = canvas.getByRole('navigation', { name: 'Member centre' });
    const current = within(menu).getByRole('link', { name: 'My account' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '/member?tab=securityCenter');
    await expect(canvas.getByText('demo_member')).toBeVisible();
    await expect(canvas.getByText('Lucky Star')).toBeVisible();
    await step('the change-password button opens the dialog, by keyboard too', async () => {
      canvas.getByRole('button', { name: 'Change password' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onChangePassword).toHaveBeenCalledTimes(1);
      await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
      await expect(args.onChangePassword).toHaveBeenCalledTimes(2);
    });
  },
};

export const WithoutOptionalDetails: Story = {
  args: { summary: { ...summary, nickname: null, maskedMobile: null, vipLabel: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Not set')).toHaveLength(3);
  },
};

export const DetailsLoading: Story = {
  args: { summary: null, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Account details' })).toHaveAttribute('aria-busy', 'true');
    // The password section works while the details load.
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeEnabled();
  },
};

export const DetailsFailed: Story = {
  args: { summary: null, hasError: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeEnabled();
  },
};

/** A §2 personal-centre page this build does not have yet (the header's withdraw, say): said plainly. */
export const PageNotAvailable: Story = {
  render: () => (
    <MemberCentrePage page="withdraw" pages={['securityCenter']}>
      <MemberPageUnavailable backHref="/member?tab=securityCenter" />
    </MemberCentrePage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Not available yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to my account' })).toHaveAttribute(
      'href',
      '/member?tab=securityCenter',
    );
  },
};
