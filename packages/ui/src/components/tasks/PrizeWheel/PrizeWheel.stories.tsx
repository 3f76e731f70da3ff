import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { emulateReducedMotion } from '../../../stories/reducedMotion';
import { acceptsResult, drawStates } from '../../../stories/drawStories';
import { WHEEL_SEGMENTS } from '../tasks.fixtures';
import { PrizeWheel, type PrizeWheelProps } from './PrizeWheel';

/** What a container does: the server's answer (segment 3, $5.00) a moment after the spin, one chance less. */
function SpinningWheel(args: PrizeWheelProps) {
  const [chances, setChances] = useState(args.state.chances);
  const [spinCount, setSpinCount] = useState(0);
  const [isSpinning, setIsSpinning] = useState(false);
  const [result, setResult] = useState<{ prizeCents: number } | null>(null);
  return (
    <PrizeWheel
      {...args}
      state={{ ...args.state, chances }}
      isSpinning={isSpinning}
      spinCount={spinCount}
      landedSegmentId={spinCount > 0 ? 'seg-3' : null}
      result={result}
      onSpin={() => {
        args.onSpin();
        setIsSpinning(true);
        setTimeout(() => {
          setIsSpinning(false);
          setChances((c) => c - 1);
          setSpinCount((n) => n + 1);
          setResult({ prizeCents: 500 });
        }, 50);
      }}
      onCloseResult={() => {
        args.onCloseResult();
        setResult(null);
      }}
    />
  );
}

/** §1 prize wheel: the server's segments; a spin turns the wheel to the segment the server picked. */
const meta = {
  title: 'Tasks/PrizeWheel',
  component: PrizeWheel,
  args: {
    segments: WHEEL_SEGMENTS,
    state: { running: true, chances: 2 },
    currencySymbol: '$',
    onSpin: fn(),
    onCloseResult: fn(),
  },
} satisfies Meta<typeof PrizeWheel>;

export default meta;
type Story = StoryObj<typeof meta>;
const draws = drawStates<Story>({
  button: 'Spin the wheel',
  chances: 2,
  drawing: { isSpinning: true },
  refusal: 'No chances left. Complete tasks to earn more.',
});

const wheelName = /^Prize wheel with 8 prizes: No prize, \$1\.00, \$2\.00, \$5\.00/;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: wheelName })).toBeVisible();
    await expect(canvas.getByText('Chances left: 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Spin the wheel' })).toBeEnabled();
    await expectNoSideScroll();
  },
};

/** The wheel turns first (a CSS transform over 2.4 s); the result dialog waits for it. */
export const SpinAnimated: Story = {
  beforeEach: () => emulateReducedMotion(false),
  render: (args) => <SpinningWheel {...args} />,
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Spin the wheel' }));
    await expect(args.onSpin).toHaveBeenCalledTimes(1);
    const disc = canvas.getByTestId('prize-wheel-disc');
    await waitFor(() => expect(disc).toHaveAttribute('data-landed', 'seg-3'));
    await expect(getComputedStyle(disc).transitionProperty).toBe('transform');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Spin the wheel' })).toHaveAttribute('aria-busy', 'true');
    await acceptsResult('You won $5.00', userEvent, 5_000);
    await expect(args.onCloseResult).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Chances left: 1')).toBeVisible();
  },
};

/** Reduced motion: the wheel does not turn; it stands on the prize and the result shows at once. */
export const SpinReducedMotion: Story = {
  beforeEach: () => emulateReducedMotion(true),
  render: (args) => <SpinningWheel {...args} />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Spin the wheel' }));
    await expect(await screen.findByRole('dialog', { name: 'You won $5.00' }, { timeout: 1_000 })).toBeVisible();
    const disc = canvas.getByTestId('prize-wheel-disc');
    await expect(disc).toHaveAttribute('data-landed', 'seg-3');
    await expect(getComputedStyle(disc).transitionProperty).toBe('none');
  },
};

export const NoChances: Story = draws.NoChances;

export const EventNotRunning: Story = draws.EventNotRunning;

export const Spinning: Story = draws.Drawing;

export const SpinFailed: Story = draws.Failed;

/** A spin that won nothing says so. */
export const NoPrize: Story = {
  args: { result: { prizeCents: 0 }, landedSegmentId: 'seg-0', spinCount: 1 },
  beforeEach: () => emulateReducedMotion(true),
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'No prize this time' })).toBeVisible();
  },
};
