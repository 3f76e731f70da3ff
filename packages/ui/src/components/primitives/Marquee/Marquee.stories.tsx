import { seedAnnouncements, DEFAULT_SEED, DEMO_MARQUEE_SIZE } from '@atrium/api/demo';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Marquee } from './Marquee';

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
const notices = seedAnnouncements(DEFAULT_SEED, NOW)
  .notices.slice(0, DEMO_MARQUEE_SIZE)
  .map((notice) => notice.title);

const meta = {
  title: 'Primitives/Marquee',
  component: Marquee,
  args: { notices, onSelect: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const trackOf = (button: HTMLElement) => button.closest('ul')?.parentElement as HTMLElement;

export const OpensTheChosenNotice: Story = {
  // visual-skip: the play function leaves the marquee scrolling, so its position differs run to run.
  tags: ['visual-skip'],
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: 'Notices' });
    await expect(region).toBeVisible();
    // One button per notice: the looping copy is hidden and cannot be focused.
    await expect(canvas.getAllByRole('button', { name: notices[2] })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: notices[2] }));
    await expect(args.onSelect).toHaveBeenCalledWith(2);
  },
};

export const PausesOnHover: Story = {
  // visual-skip: its play checks motion, which the visual stage turns off (it shoots under reduced motion, so that
  // screenshots hold still); the story tests run it with motion.
  tags: ['visual-skip'],
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('button', { name: notices[0] });
    await expect(getComputedStyle(trackOf(first)).animationPlayState).toBe('running');
    await userEvent.hover(first);
    await expect(getComputedStyle(trackOf(first)).animationPlayState).toBe('paused');
    await userEvent.unhover(first);
  },
};

export const PausesOnFocus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.keyboard('{Tab}');
    const first = canvas.getByRole('button', { name: notices[0] });
    await expect(first).toHaveFocus();
    await expect(getComputedStyle(trackOf(first)).animationPlayState).toBe('paused');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(0);
  },
};

export const PauseButtonStopsIt: Story = {
  // visual-skip: its play checks motion, which the visual stage turns off (it shoots under reduced motion, so that
  // screenshots hold still); the story tests run it with motion.
  tags: ['visual-skip'],
  play: async ({ canvas, userEvent }) => {
    const pause = canvas.getByRole('button', { name: 'Pause notices' });
    await userEvent.click(pause);
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await userEvent.unhover(pause);
    const first = canvas.getByRole('button', { name: notices[0] });
    await expect(getComputedStyle(trackOf(first)).animationPlayState).toBe('paused');
  },
};

export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    notices: [
      'Scheduled maintenance of all live casino tables on Tuesday from 02:00 to 04:00 (GMT+8); balances are safe and bets in progress are settled.',
    ],
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'الإشعارات' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: notices[0] }));
    await expect(args.onSelect).toHaveBeenCalledWith(0);
  },
};
