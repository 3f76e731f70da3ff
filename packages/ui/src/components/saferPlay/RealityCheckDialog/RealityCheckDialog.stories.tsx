import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { findDialog } from '../../../stories/helpers';
import { storyText } from '../../../stories/i18n';
import { RealityCheckDialog } from './RealityCheckDialog';

/** The reality check (docs/decisions/0012-safer-play.md): time played and the session's net result. */
const meta = {
  title: 'SaferPlay/RealityCheckDialog',
  component: RealityCheckDialog,
  args: { open: true, playedMs: 75 * 60_000, netCents: -7_450, currency: '¥', onKeepPlaying: fn(), onLogOut: fn() },
} satisfies Meta<typeof RealityCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A loss this session: the time played and what was lost; "keep playing" answers it. */
export const WithLoss: Story = {
  play: async ({ args, userEvent, step }) => {
    const dialog = await findDialog(storyText('RealityCheck.title'));
    await step('the time played and the net loss', async () => {
      await expect(dialog).toHaveTextContent('You have played for 75 minutes this session.');
      await expect(dialog).toHaveTextContent('You have lost ¥74.50 this session.');
    });
    await step('Escape does not dismiss it: it is a question', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(screen.getByRole('dialog')).toBeVisible();
    });
    await userEvent.click(screen.getByRole('button', { name: storyText('RealityCheck.keepPlaying') }));
    await expect(args.onKeepPlaying).toHaveBeenCalledTimes(1);
    await expect(args.onLogOut).not.toHaveBeenCalled();
  },
};

/** A win this session; "log out" answers it. */
export const WithWin: Story = {
  args: { playedMs: 15 * 60_000 + 40_000, netCents: 3_000 },
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog(storyText('RealityCheck.title'));
    await expect(dialog).toHaveTextContent('You have played for 15 minutes this session.');
    await expect(dialog).toHaveTextContent('You have won ¥30.00 this session.');
    await userEvent.click(screen.getByRole('button', { name: storyText('RealityCheck.logOut') }));
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await findDialog(storyText('RealityCheck.title'));
    await expect(dialog).toHaveTextContent(storyText('RealityCheck.keepPlaying'));
  },
};
