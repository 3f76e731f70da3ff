import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { inArabic, inChinese } from '../../../stories/languageStories';
import { listStates } from '../../../stories/listStories';
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

const states = listStates<Story>({
  region: 'Live show',
  none: { models: [] },
  hasNoLoadingFlag: true,
  loading: { status: 'loading' },
  failed: { status: 'error', errorKey: 'errors:server' },
  empty: { args: { models: [] }, says: 'No models are on right now. Come back later.' },
});

export const Loading: Story = states.Loading;

export const Empty: Story = states.Empty;

export const LoadFailed: Story = states.LoadFailed;

export const Chinese: Story = inChinese([{ heading: '真人秀' }, { role: 'button', name: '直播中 Mai 1,234 人观看' }]);

export const Arabic: Story = inArabic([{ heading: 'العرض المباشر' }, { role: 'button', name: /^مباشر Mai/ }]);
