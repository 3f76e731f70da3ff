import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { emulateReducedMotion } from '../../../stories/reducedMotion';
import { Celebration } from './Celebration';

const CLAIMED = 'Claimed: $5.00 added to your balance.';

/** The moment a reward lands (a task or mission claimed, a draw won, a good redeemed): one primitive for all. */
const meta = {
  title: 'Primitives/Celebration',
  component: Celebration,
  args: { message: CLAIMED },
  beforeEach: () => emulateReducedMotion(false),
} satisfies Meta<typeof Celebration>;

export default meta;
type Story = StoryObj<typeof meta>;

const animationOf = (element: Element) => getComputedStyle(element).animationName;
const sparksOf = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[aria-hidden="true"] > span');

export const Playground: Story = {};

/** A reward: the message pops in with a burst of sparks, said in a polite live region; the sparks are decoration. */
export const Reward: Story = {
  // visual-skip: its play checks motion, which the visual stage turns off (it shoots under reduced motion, so that
  // screenshots hold still); the story tests run it with motion.
  tags: ['visual-skip'],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('status');
    await step('said in a polite live region', async () => {
      await expect(region).toHaveAttribute('aria-live', 'polite');
      await expect(region).toHaveTextContent(CLAIMED);
    });
    await step('the message pops and the sparks fly, hidden from a screen reader', async () => {
      await expect(animationOf(canvas.getByText(CLAIMED).parentElement!)).not.toBe('none');
      const sparks = sparksOf(canvasElement);
      await expect(sparks).toHaveLength(8);
      await expect(animationOf(sparks[0]!)).not.toBe('none');
      await expect(sparks[0]!.closest('[aria-hidden="true"]')).not.toBeNull();
    });
  },
};

/** Reduced motion: nothing moves and no spark is drawn; the message is simply there, and still said. */
export const ReducedMotion: Story = {
  beforeEach: () => emulateReducedMotion(true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByText(CLAIMED).parentElement!;
    await expect(animationOf(message)).toBe('none');
    await expect(getComputedStyle(message).opacity).toBe('1');
    const sparks = sparksOf(canvasElement);
    await expect(sparks).toHaveLength(8);
    for (const spark of sparks) await expect(animationOf(spark)).toBe('none');
    await expect(getComputedStyle(sparks[0]!.parentElement!).display).toBe('none');
    await expect(canvas.getByRole('status')).toHaveTextContent(CLAIMED);
  },
};

/** An outcome that is not a reward yet (joined, applying): the message alone, no burst. */
export const NotAReward: Story = {
  args: { isReward: false, message: 'Joined Weekend cashback.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Joined Weekend cashback.');
    await expect(sparksOf(canvasElement)).toHaveLength(0);
    await expect(animationOf(canvas.getByText('Joined Weekend cashback.').parentElement!)).toBe('none');
  },
};

/** Nothing to say: the live region is there, empty, so the next message is announced. */
export const Empty: Story = {
  args: { message: null },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('status');
    await expect(region).toBeEmptyDOMElement();
  },
};

export const LongText: Story = {
  args: {
    message:
      'Luxury watch with a rather long name that has to wrap on a phone redeemed: in process. Follow it in the redeem history.',
  },
  play: async () => {
    await expectNoSideScroll();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { message: 'تمت المطالبة: أضيف 5.00 $ إلى رصيدك.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('تمت المطالبة');
    await expectNoSideScroll();
  },
};
