import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { inArabic, inChinese } from '../../../stories/languageStories';
import { ChatFrame } from './ChatFrame';

/** §2 chat room on a phone: in the page at full width, with a close button. */
const meta = {
  title: 'Live/ChatFrame',
  component: ChatFrame,
  args: { url: 'about:blank', onClose: fn() },
} satisfies Meta<typeof ChatFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chat address loads in a titled frame; focus lands on the heading; the close button closes it. */
export const InPlace: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    // The focus moves in an effect, which may run after the play has begun: wait for it.
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Chat room' })).toHaveFocus());
    await expect(canvas.getByTitle('Chat room')).toHaveAttribute('src', 'about:blank');
    await userEvent.click(canvas.getByRole('button', { name: 'Close the chat room' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expectNoSideScroll();
  },
};

export const Chinese: Story = inChinese({ role: 'button', name: '关闭聊天室' });

export const Arabic: Story = inArabic({ role: 'button', name: 'إغلاق غرفة الدردشة' });
