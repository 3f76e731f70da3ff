import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { inChinese } from '../../../stories/languageStories';
import { LIVE_MODELS } from '../live.fixtures';
import { ModelList } from './ModelList';

/** §1 live show, §3 activeModelList: the models with their live state; a press opens the chat room. */
const meta = {
  title: 'Live/ModelList',
  component: ModelList,
  args: { status: 'ready', models: LIVE_MODELS, onOpenChat: fn(), onRetry: fn() },
} satisfies Meta<typeof ModelList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Online models first with a live badge and their viewers; a press opens that model's chat. */
export const Models: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('button');
    await expect(cards.map((card) => card.textContent)).toEqual([
      'LiveMai1,234 watching',
      'LiveAnya56 watching',
      'LiveSofia Alexandra Montenegro',
      'OfflineLinh',
    ]);
    await expect(cards[0]).toHaveAccessibleDescription('Choose a model to open the chat room.');
    await userEvent.click(cards[1]!);
    await expect(args.onOpenChat).toHaveBeenCalledWith('7003');
    await expectNoSideScroll();
  },
};

/** While a chat is being opened its card is busy and further presses do nothing (one launch per press). */
export const Opening: Story = {
  args: { openingId: '7001' },
  play: async ({ canvasElement, args, userEvent }) => {
    const card = within(canvasElement).getByRole('button', { name: /Mai/ });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(card);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Anya/ }));
    await expect(args.onOpenChat).not.toHaveBeenCalled();
  },
};

/** Back from the chat in the page: focus is on the heading, not lost with the close button. */
export const BackFromChat: Story = {
  args: { focusOnShow: true },
  play: async ({ canvasElement }) => {
    // The focus moves in an effect, which may run after the play has begun: wait for it.
    const heading = within(canvasElement).getByRole('heading', { name: 'Live show' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

export const LaunchFailed: Story = {
  args: { launchFailed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The chat room could not be opened. Try again.',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', models: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Live show' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { models: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No models are on right now. Come back later.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', models: [], errorKey: 'errors:server' },
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Chinese: Story = inChinese([{ heading: '真人秀' }, { role: 'button', name: '直播中 Mai 1,234 人观看' }]);

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'العرض المباشر' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^مباشر Mai/ })).toBeVisible();
    await expectNoSideScroll();
  },
};
