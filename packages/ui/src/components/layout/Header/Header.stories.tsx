import { DEMO_TRIAL_BALANCE_CENTS, createDemoPlatform, type DemoAccount } from '@atrium/api/demo';
import { HIDDEN_BALANCE_MASK } from '@atrium/domain/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, type within } from 'storybook/test';
import { Header } from './Header';
import { atViewport, layoutViewportParameters } from './storyViewports';

/**
 * The account button once the menu's code has arrived (Radix marks its trigger with `data-state`). A story opened in
 * a fresh page can start its play before: a tap then is remembered and opens the menu on arrival (Header.test.tsx),
 * but these plays are about the menu itself.
 */
async function accountMenuTrigger(canvas: ReturnType<typeof within>, name: string) {
  return waitFor(() => {
    const trigger = canvas.getByRole('button', { name });
    expect(trigger).toHaveAttribute('data-state', 'closed');
    return trigger;
  });
}

// Fixtures: the demo platform's seeded accounts (docs/conventions.md "Fixtures come from the demo platform").
const accounts = createDemoPlatform().accounts;
const demoAccount = (username: string): DemoAccount => {
  const found = accounts.find((a) => a.username === username);
  if (!found) throw new Error(`No demo account ${username}`);
  return found;
};
const member = demoAccount('member');
const agent = demoAccount('agent');
const asHeader = (a: DemoAccount) => ({
  nickname: a.nickname,
  account: a.username,
  balance: a.balanceCents / 100,
  currencySymbol: a.currencySymbol,
});

/** True when nothing sticks out sideways at the story's width (360 px in the story tests). */
const fitsTheViewport = (element: HTMLElement) => {
  const root = element.ownerDocument.documentElement;
  return root.scrollWidth <= root.clientWidth;
};

const meta = {
  title: 'Layout/Header',
  component: Header,
  args: {
    brandName: 'Atrium Demo',
    homeHref: '/',
    role: 'member',
    canRegister: true,
    ...asHeader(member),
    unreadCount: 3,
    isRefreshingBalance: false,
    menuId: 'side-menu',
    isMenuOpen: false,
    onLogin: fn(),
    onRegister: fn(),
    onBalanceHiddenChange: fn(),
    onRefreshBalance: fn(),
    onAccountMenuSelect: fn(),
    onDeposit: fn(),
    onWithdraw: fn(),
    onOpenNotices: fn(),
    onOpenCustomerService: fn(),
    onOpenMenu: fn(),
  },
  parameters: layoutViewportParameters,
  globals: atViewport('phone360'),
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Guest: Story = {
  args: { role: 'guest' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Wallet' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  },
};

export const GuestWithoutRegister: Story = {
  name: 'Guest without register (DIRECTREG3 off)',
  args: { role: 'guest', canRegister: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  },
};

export const Member: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Wallet' })).toHaveTextContent('$12,345.67');
    await expect(canvas.getByRole('button', { name: 'Account menu, Lucky Star' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notices, 3 waiting for you' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Customer service' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  },
};

/**
 * The brand's name shows whole at 360 px (not cut to "Atr…"), whoever is signed in and in every language: its text
 * fits its box. "Atrium Demo" is the longest of the app's brand names (packages/app/src/config/brands).
 */
const brandNameWholeAt360 = (role: 'guest' | 'member' | 'agent', locale = 'en'): Story => ({
  name: `Brand name whole at 360 px (${role}, ${locale})`,
  args: { role, brandName: 'Atrium Demo', ...(role === 'agent' ? asHeader(agent) : {}) },
  globals: { ...atViewport('phone360'), locale },
  play: async ({ canvas, canvasElement }) => {
    const brand = canvas.getByRole('link', { name: /Atrium Demo/ });
    await expect(brand).toHaveTextContent('Atrium Demo');
    await expect(brand.scrollWidth).toBeLessThanOrEqual(brand.clientWidth);
    await expect(brand.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    await expect(fitsTheViewport(canvasElement)).toBe(true);
  },
});

export const BrandNameWholeGuest = brandNameWholeAt360('guest');
export const BrandNameWholeMember = brandNameWholeAt360('member');
export const BrandNameWholeAgent = brandNameWholeAt360('agent');
export const BrandNameWholeGuestArabic = brandNameWholeAt360('guest', 'ar');
export const BrandNameWholeMemberArabic = brandNameWholeAt360('member', 'ar');
export const BrandNameWholeGuestChinese = brandNameWholeAt360('guest', 'zh-CN');

export const MemberBalanceHidden: Story = {
  args: { isBalanceHidden: true },
  play: async ({ canvas }) => {
    const wallet = canvas.getByRole('group', { name: 'Wallet' });
    await expect(wallet).toHaveTextContent(`$${HIDDEN_BALANCE_MASK}`);
    await expect(wallet).not.toHaveTextContent('12,345.67');
    await expect(canvas.getByRole('button', { name: 'Show balance' })).toBeVisible();
  },
};

export const Trial: Story = {
  args: {
    role: 'trial',
    nickname: null,
    account: 'trial_80412',
    balance: DEMO_TRIAL_BALANCE_CENTS / 100,
    unreadCount: 0,
  },
  play: async ({ canvas }) => {
    // Without a nickname the account menu is named with the account.
    await expect(canvas.getByRole('button', { name: 'Account menu, trial_80412' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notices' })).toBeVisible();
  },
};

export const Agent: Story = {
  args: { role: 'agent', ...asHeader(agent), unreadCount: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Wallet' })).toHaveTextContent('$987,654.32');
    await expect(canvas.getByRole('button', { name: 'Notices, 120 waiting for you' })).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

export const LoadingBalance: Story = {
  args: { balance: null, isRefreshingBalance: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status', { name: 'Loading balance' })).toBeVisible();
    const refresh = canvas.getByRole('button', { name: 'Refresh balance' });
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(refresh);
    await expect(args.onRefreshBalance).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    brandName: 'The Extraordinarily Long Brand Name Casino And Sportsbook International',
    nickname: 'Extraordinarily-long-nickname-of-a-very-loyal-player',
    balance: 123_456_789_012.34,
    unreadCount: 1_000,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(canvas.getByRole('group', { name: 'Wallet' })).toHaveTextContent('$123,456,789,012.34');
    await expect(canvas.getByRole('button', { name: 'Refresh balance' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Account menu, Extraordinarily/ })).toBeVisible();
    await expect(fitsTheViewport(canvasElement)).toBe(true);
  },
};

export const Tablet: Story = {
  globals: atViewport('tablet768'),
  play: async ({ canvas, canvasElement }) => {
    // One row from the tablet breakpoint: the nickname shows beside the account icon.
    await expect(canvas.getByText('Lucky Star')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Main menu' })).toBeVisible();
    await expect(fitsTheViewport(canvasElement)).toBe(true);
  },
};

export const Desktop: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas, canvasElement }) => {
    // From the laptop breakpoint the side menu stays open: no menu button; deposit and withdraw get their words.
    await expect(canvas.queryByRole('button', { name: 'Main menu' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Deposit' })).toHaveTextContent('Deposit');
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toHaveTextContent('Withdraw');
    await expect(fitsTheViewport(canvasElement)).toBe(true);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'قائمة الحساب، Lucky Star' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إيداع' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تحديث الرصيد' })).toBeVisible();
    await expect(canvas.getByRole('banner').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(fitsTheViewport(canvasElement)).toBe(true);
  },
};

export const RtlGuest: Story = {
  globals: { locale: 'ar' },
  args: { role: 'guest' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'دخول' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تسجيل' })).toBeVisible();
    await expect(fitsTheViewport(canvasElement)).toBe(true);
  },
};

export const HidesBalanceWithAsterisks: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const wallet = canvas.getByRole('group', { name: 'Wallet' });
    await step('hiding shows the currency symbol and asterisks, never the amount', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
      await expect(args.onBalanceHiddenChange).toHaveBeenLastCalledWith(true);
      await expect(wallet).toHaveTextContent(`$${HIDDEN_BALANCE_MASK}`);
      await expect(wallet).not.toHaveTextContent('12,345.67');
    });
    await step('showing brings the amount back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show balance' }));
      await expect(args.onBalanceHiddenChange).toHaveBeenLastCalledWith(false);
      await expect(wallet).toHaveTextContent('$12,345.67');
    });
  },
};

export const RefreshesBalance: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh balance' }));
    await expect(args.onRefreshBalance).toHaveBeenCalledTimes(1);
  },
};

export const AgentSeesAgentCentre: Story = {
  args: { role: 'agent', ...asHeader(agent) },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('the account menu lists the §2 entries, the agent centre second', async () => {
      await userEvent.click(await accountMenuTrigger(canvas, 'Account menu, Top Agent'));
      const items = await screen.findAllByRole('menuitem');
      await expect(items.map((item) => item.textContent)).toEqual([
        'My account',
        'Agent centre',
        'Withdraw',
        'Account record',
        'Betting record',
        'Sign out',
      ]);
    });
    await step('choosing it reports the entry', async () => {
      await userEvent.click(screen.getByRole('menuitem', { name: 'Agent centre' }));
      await waitFor(() => expect(args.onAccountMenuSelect).toHaveBeenCalledWith('agentCentre'));
      await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });
  },
};

export const MemberHasNoAgentCentre: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await accountMenuTrigger(canvas, 'Account menu, Lucky Star'));
    await expect(await screen.findByRole('menuitem', { name: 'My account' })).toBeVisible();
    await expect(screen.queryByRole('menuitem', { name: 'Agent centre' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const SignOutFromAccountMenu: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const trigger = await accountMenuTrigger(canvas, 'Account menu, Lucky Star');
    await step('open the account menu with the keyboard', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My account' })).toHaveFocus());
    });
    await step('End then Enter signs out', async () => {
      await userEvent.keyboard('{End}');
      await expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(args.onAccountMenuSelect).toHaveBeenCalledWith('signOut'));
      await expect(trigger).toHaveFocus();
    });
  },
};

export const GuestOpensLogin: Story = {
  args: { role: 'guest' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
  },
};

export const DepositWithdrawAndIcons: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('deposit and withdraw (icon buttons on a phone)', async () => {
      await expect(canvas.getByRole('button', { name: 'Deposit' })).toHaveTextContent('');
      await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
      await expect(args.onDeposit).toHaveBeenCalledTimes(1);
      await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
      await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
    });
    await step('the notice and customer-service icons', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Notices, 3 waiting for you' }));
      await expect(args.onOpenNotices).toHaveBeenCalledTimes(1);
      await userEvent.click(canvas.getByRole('button', { name: 'Customer service' }));
      await expect(args.onOpenCustomerService).toHaveBeenCalledTimes(1);
    });
  },
};

export const OpensSideMenu: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Main menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(args.onOpenMenu).toHaveBeenCalledTimes(1);
  },
};

export const SideMenuOpen: Story = {
  args: { isMenuOpen: true },
  decorators: [
    (Story) => (
      <>
        <Story />
        <div id="side-menu" />
      </>
    ),
  ],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Main menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', 'side-menu');
  },
};

export const WithoutSideMenu: Story = {
  args: { onOpenMenu: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Main menu' })).not.toBeInTheDocument();
  },
};
