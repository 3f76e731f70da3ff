import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { inChinese } from '../../../stories/languageStories';
import { MemberCentrePage } from '../MemberCentre/MemberCentre';
import { SecurityCenterPanel } from './SecurityCenterPanel';
import { nothingBound, profileFields, ready, security, summary, vip } from './storyFixtures';

/** §2 securityCenter (my account) in the member centre, each part in its own state. */
const meta = {
  title: 'Member/SecurityCenter',
  component: SecurityCenterPanel,
  args: {
    summary: ready(summary),
    avatar: { kind: 'preset', index: 3 },
    vip: ready(vip),
    security: ready(security),
    profile: ready(profileFields),
    onSaveProfile: fn(),
    onChangePassword: fn(),
    onChangeAvatar: fn(),
    onPaymentPassword: fn(),
    onBind: fn(),
    onBindSocial: fn(),
  },
  render: (args) => (
    <MemberCentrePage page="securityCenter" pages={['securityCenter', 'transferFund']}>
      <SecurityCenterPanel {...args} />
    </MemberCentrePage>
  ),
} satisfies Meta<typeof SecurityCenterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

export const Playground: Story = {};

/** Who the member is, VIP progress, both passwords, what is bound and the profile, each working by keyboard. */
export const MyAccount: Story = {
  play: async ({ canvasElement, args, userEvent, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(canvas.getByText('demo_member')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Your avatar' })).toBeVisible();
    await step('VIP progress: the level, the next one, each requirement as a progress bar', async () => {
      const vipPart = region(canvasElement, 'VIP level');
      await expect(vipPart.getByText('VIP 3, on the way to VIP 4')).toBeVisible();
      const deposits = vipPart.getByRole('progressbar', { name: 'Deposits' });
      await expect(deposits).toHaveAttribute('aria-valuenow', '62');
      await expect(vipPart.getByText('$7,500.00 to go')).toBeVisible();
      await expect(vipPart.getByText('Reached')).toBeVisible();
      // At 360 px no amount of the requirements or the ranks is split across lines.
      await expect(getComputedStyle(vipPart.getByText('$90.00')).whiteSpace).toBe('nowrap');
    });
    await step(
      '§6 rank benefits: every rank; the own rank and the next open; another opens on a tap (a native disclosure: Enter and Space too)',
      async () => {
        const ranks = within(canvas.getByRole('list', { name: 'Benefits of each rank' }));
        await expect(ranks.getAllByRole('listitem')).toHaveLength(6);
        const own = canvas.getByText('Your rank').closest('details');
        await expect(own).toHaveProperty('open', true);
        await expect(within(own as HTMLElement).getByText('Upgrade bonus')).toBeVisible();
        await expect(within(own as HTMLElement).getByText('$90.00')).toBeVisible();
        await expect(canvas.getByText('Next rank').closest('details')).toHaveProperty('open', true);
        const first = ranks.getByText('VIP 1').closest('details') as HTMLDetailsElement;
        await expect(first.open).toBe(false);
        await userEvent.click(first.querySelector('summary') as HTMLElement);
        await expect(first.open).toBe(true);
        await expect(within(first).getByText('Deposits to reach')).toBeVisible();
      },
    );
    await step('passwords: the login password and the payment password (set: change)', async () => {
      const passwords = region(canvasElement, 'Password');
      canvas.getByRole('button', { name: 'Change password' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onChangePassword).toHaveBeenCalledTimes(1);
      await expect(passwords.getByText('Set')).toBeVisible();
      await userEvent.click(passwords.getByRole('button', { name: 'Change payment password' }));
      await expect(args.onPaymentPassword).toHaveBeenCalledTimes(1);
    });
    await step('bindings: bound ones masked, with no action; the others with Bind', async () => {
      const bindings = region(canvasElement, 'Bound accounts');
      await expect(bindings.getByText('917****567')).toBeVisible();
      await expect(bindings.getByText('me***@demo.atrium.test')).toBeVisible();
      await expect(bindings.queryByRole('button', { name: 'Bind Email' })).toBeNull();
      await userEvent.click(bindings.getByRole('button', { name: 'Bind Bank account name' }));
      await expect(args.onBind).toHaveBeenCalledWith('bankAccountName');
    });
    await step('social accounts: a bound one says so; the other can be bound', async () => {
      const social = region(canvasElement, 'Social accounts');
      await expect(social.queryByRole('button', { name: 'Bind Google' })).toBeNull();
      await userEvent.click(social.getByRole('button', { name: 'Bind Facebook' }));
      await expect(args.onBindSocial).toHaveBeenCalledWith('facebook');
    });
    await step('avatar', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Change avatar' }));
      await expect(args.onChangeAvatar).toHaveBeenCalledTimes(1);
    });
    await expectNoSideScroll();
  },
};

/** An account with nothing set: the payment password is to be set; the bank account name waits for a phone. */
export const NothingBound: Story = {
  args: { security: ready(nothingBound) },
  play: async ({ canvasElement, args, userEvent }) => {
    const passwords = region(canvasElement, 'Password');
    await expect(passwords.getByText('Not set yet')).toBeVisible();
    await userEvent.click(passwords.getByRole('button', { name: 'Set payment password' }));
    await expect(args.onPaymentPassword).toHaveBeenCalledTimes(1);
    const bindings = region(canvasElement, 'Bound accounts');
    await expect(bindings.getAllByText('Not bound')).toHaveLength(2);
    await expect(bindings.getByText('Bind a mobile number first: the code is sent there.')).toBeVisible();
    await expect(bindings.queryByRole('button', { name: 'Bind Bank account name' })).toBeNull();
    await userEvent.click(bindings.getByRole('button', { name: 'Bind Mobile number' }));
    await expect(args.onBind).toHaveBeenCalledWith('mobile');
  },
};

/** Every part loading: each says it is busy; the login password still works. */
export const Loading: Story = {
  args: {
    summary: { status: 'loading' },
    vip: { status: 'loading' },
    security: { status: 'loading' },
    profile: { status: 'loading' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Account details' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('region', { name: 'Profile' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: /payment password/ })).toBeNull();
  },
};

/** Each part that failed says so with its own retry; the rest of the page works. */
export const PartsFailed: Story = {
  args: {
    summary: { status: 'error', onRetry: fn() },
    vip: { status: 'error', onRetry: fn() },
    security: ready(security),
    profile: { status: 'error', onRetry: fn() },
    avatarFailed: { onRetry: fn() },
  },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')).toHaveLength(4);
    await expect(canvas.getByText('Your avatar could not be loaded.')).toBeVisible();
    await userEvent.click(region(canvasElement, 'VIP level').getByRole('button', { name: 'Try again' }));
    const retried = args.vip.status === 'error' ? args.vip.onRetry : null;
    await expect(retried).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Change payment password' })).toBeEnabled();
  },
};

/** At the top level there is nothing to reach. */
export const TopVipLevel: Story = {
  args: { vip: ready({ label: 'VIP 10', nextLabel: null, requirements: [], ranks: [] }) },
  play: async ({ canvasElement }) => {
    const vipPart = region(canvasElement, 'VIP level');
    await expect(vipPart.getByText('VIP 10: the top level.')).toBeVisible();
    await expect(vipPart.queryByRole('progressbar')).toBeNull();
  },
};

/** The platform enables no social provider: no social section. */
export const NoSocialProviders: Story = {
  args: { security: ready({ ...security, social: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Social accounts' })).toBeNull();
  },
};

/** After a change went through, its section says so (a polite status). */
export const PaymentPasswordSet: Story = {
  args: { saved: 'paymentPasswordSet' },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement, 'Password').getByRole('status')).toHaveTextContent('Payment password set.');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'الحسابات المرتبطة' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تغيير كلمة مرور الدفع' })).toBeVisible();
    await expectNoSideScroll();
  },
};

export const Chinese: Story = inChinese({ heading: '绑定信息' });
