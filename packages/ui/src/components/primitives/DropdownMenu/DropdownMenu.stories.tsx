import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { MoreIcon } from '../Icon';
import { DropdownMenu } from './DropdownMenu';

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu,
  args: {
    trigger: <IconButton label="Account menu" icon={<MoreIcon />} variant="secondary" />,
    items: [
      { id: 'profile', label: 'My profile', onSelect: fn() },
      { id: 'wallet', label: 'Wallet', onSelect: fn() },
      { id: 'vip', label: 'VIP rewards', onSelect: fn(), isDisabled: true },
      { id: 'logout', label: 'Log out', onSelect: fn(), isDanger: true, hasSeparatorBefore: true },
    ],
    onOpenChange: fn(),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** What had the focus when each chosen action ran: an action that opens a dialog hands the focus back to it. */
const focusWhenChosen: (Element | null)[] = [];

export const ChoosesAnItemWithThePointer: Story = {
  args: {
    items: [
      { id: 'profile', label: 'My profile', onSelect: fn() },
      { id: 'wallet', label: 'Wallet', onSelect: fn(() => void focusWhenChosen.push(document.activeElement)) },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    focusWhenChosen.length = 0;
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menu')).toBeVisible();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Wallet' }));
    await waitFor(() => expect(args.items[1]?.onSelect).toHaveBeenCalledTimes(1));
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // The action runs once the menu is gone and its trigger has the focus back, never on the removed item.
    await expect(focusWhenChosen).toEqual([trigger]);
    await expect(args.items[0]?.onSelect).not.toHaveBeenCalled();
  },
};

export const WorksWithTheKeyboard: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await step('Enter on the trigger opens the menu on its first item', async () => {
      await userEvent.keyboard('{Tab}');
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus());
    });
    await step('the arrows skip the disabled item', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(screen.getByRole('menuitem', { name: 'Wallet' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    });
    await step('Enter chooses the item, closes the menu and returns the focus', async () => {
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(args.items[3]?.onSelect).toHaveBeenCalledTimes(1));
      await expect(trigger).toHaveFocus();
    });
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
    for (const item of args.items) await expect(item.onSelect).not.toHaveBeenCalled();
  },
};

export const WithATextTrigger: Story = {
  args: { trigger: <Button variant="secondary">Sort by</Button>, align: 'start' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sort by' }));
    await expect(await screen.findByRole('menuitem', { name: 'My profile' })).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: {
    trigger: <IconButton label="قائمة الحساب" icon={<MoreIcon />} variant="secondary" />,
    items: [
      { id: 'profile', label: 'ملفي الشخصي', onSelect: fn() },
      { id: 'logout', label: 'تسجيل الخروج', onSelect: fn(), isDanger: true },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'قائمة الحساب' }));
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveAttribute('dir', 'rtl');
    await expect(screen.getByRole('menuitem', { name: 'تسجيل الخروج' })).toBeVisible();
  },
};
