import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { inArabic, inChinese } from '../../../stories/languageStories';
import { choosesWith, dismissesByButtonAndEscape } from '../../../stories/dialogStories';
import { Button } from '../../primitives/Button';
import { LogoutConfirmDialog } from './LogoutConfirmDialog';

const meta = {
  title: 'Auth/LogoutConfirmDialog',
  component: LogoutConfirmDialog,
  args: { isOpen: true, isPending: false, onCancel: fn(), onConfirm: fn() },
} satisfies Meta<typeof LogoutConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    await expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Log out' });
    await expect(screen.getByRole('status', { name: 'Logging out' })).toBeVisible();
    const confirm = screen.getByRole('button', { name: 'Log out' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Log out' })).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const ConfirmsLogout: Story = { play: choosesWith('Log out', 'onConfirm', 'onCancel') };

export const CancelKeepsYouLoggedIn: Story = {
  play: dismissesByButtonAndEscape({ button: 'Cancel', handler: 'onCancel', notCalled: 'onConfirm' }),
};

/** The parent flow: confirm → loader → the dialog closes when the logout finishes. */
export const ShowsLoaderWhileLoggingOut: Story = {
  args: { isOpen: false },
  render: function Render(args) {
    const [state, setState] = useState<'closed' | 'open' | 'pending'>('closed');
    return (
      <>
        <Button onClick={() => setState('open')}>Account menu: log out</Button>
        <LogoutConfirmDialog
          isOpen={state !== 'closed'}
          isPending={state === 'pending'}
          onCancel={() => setState('closed')}
          onConfirm={() => {
            setState('pending');
            args.onConfirm();
          }}
        />
        {/* The story's stand-in for the logout call finishing. */}
        {state === 'pending' && (
          <button type="button" onClick={() => setState('closed')}>
            Finish logout
          </button>
        )}
      </>
    );
  },
  play: async ({ canvas, args, userEvent, step }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu: log out' }));
    await step('confirm: the loader shows and both buttons are disabled', async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
      await expect(await screen.findByRole('status', { name: 'Logging out' })).toBeVisible();
      await expect(screen.getByRole('button', { name: 'Log out' })).toBeDisabled();
      await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    });
    await step('the logout finishes and the dialog closes', async () => {
      screen.getByRole('button', { name: 'Finish logout', hidden: true }).click();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

export const Rtl: Story = inArabic({ dialog: 'تسجيل الخروج', says: 'هل أنت متأكد من أنك تريد تسجيل الخروج؟' });

export const Chinese: Story = inChinese({ dialog: '退出登录', says: '确定要退出登录吗？' });
