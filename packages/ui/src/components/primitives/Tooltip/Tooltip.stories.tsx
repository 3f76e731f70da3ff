import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { IconButton } from '../IconButton';
import { InfoIcon } from '../Icon';
import { Tooltip } from './Tooltip';
import { expectNoSideScroll } from '../../../stories/helpers';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Turnover needed before you can withdraw',
    children: <IconButton label="About turnover" icon={<InfoIcon />} />,
    onOpenChange: fn(),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ShowsOnKeyboardFocus: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const trigger = canvas.getByRole('button', { name: 'About turnover' });
    await step('Tab focuses the trigger and the hint shows, linked as its description', async () => {
      await userEvent.keyboard('{Tab}');
      await expect(trigger).toHaveFocus();
      await expect(await screen.findByRole('tooltip')).toHaveTextContent('Turnover needed before you can withdraw');
      await expect(trigger).toHaveAccessibleDescription('Turnover needed before you can withdraw');
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    });
    await step('Escape hides it', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
  },
};

export const ShowsOnHover: Story = {
  args: { delay: 0 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'About turnover' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Turnover needed before you can withdraw');
    await userEvent.unhover(canvas.getByRole('button', { name: 'About turnover' }));
    // Radix hides the hint on the first pointer move outside it, watched from an effect that can start after
    // unhover's own move (in a built Storybook): the pointer moves away again until the hint has gone.
    await waitFor(() => {
      const away = { bubbles: true, clientX: 1, clientY: 1, pointerType: 'mouse' };
      document.body.dispatchEvent(new PointerEvent('pointermove', away));
      return expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    });
  },
};

export const Open: Story = {
  args: { isOpen: true, side: 'bottom' },
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Turnover needed before you can withdraw');
  },
};

export const LongText: Story = {
  args: {
    isOpen: true,
    content:
      'The turnover requirement is the total amount you must wager on eligible games before a bonus and its winnings can be withdrawn.',
  },
  play: async () => {
    await screen.findByRole('tooltip');
    await expectNoSideScroll();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: {
    content: 'حجم الرهان المطلوب قبل السحب',
    children: <IconButton label="حول حجم الرهان" icon={<InfoIcon />} />,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'حول حجم الرهان' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('حجم الرهان المطلوب قبل السحب');
  },
};
