import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { emulateReducedMotion } from '../../../stories/reducedMotion';
import { drawStates } from '../../../stories/drawStories';
import type { DrawPrizeView } from '../types';
import { RedEnvelope, type RedEnvelopeProps } from './RedEnvelope';

/** What a container does: the server's amount ($2.88) a moment after the press, one chance less. */
function OpeningEnvelope(args: RedEnvelopeProps) {
  const [chances, setChances] = useState(args.state.chances);
  const [isOpening, setIsOpening] = useState(false);
  const [result, setResult] = useState<DrawPrizeView | null>(null);
  return (
    <RedEnvelope
      {...args}
      state={{ ...args.state, chances }}
      isOpening={isOpening}
      result={result}
      onOpen={() => {
        args.onOpen();
        setIsOpening(true);
        setTimeout(() => {
          setIsOpening(false);
          setChances((c) => c - 1);
          setResult({ prizeCents: 288 });
        }, 50);
      }}
      onCloseResult={() => {
        args.onCloseResult();
        setResult(null);
      }}
    />
  );
}

/** §1 red envelope: one chance a day or per earned envelope; the amount is the server's. */
const meta = {
  title: 'Tasks/RedEnvelope',
  component: RedEnvelope,
  args: {
    state: { running: true, chances: 1 },
    currencySymbol: '$',
    onOpen: fn(),
    onCloseResult: fn(),
  },
} satisfies Meta<typeof RedEnvelope>;

export default meta;
type Story = StoryObj<typeof meta>;
const draws = drawStates<Story>({
  button: 'Open the red envelope',
  chances: 1,
  drawing: { isOpening: true },
  refusal: 'This event is not running at the moment.',
});

/** Opening reveals the amount in the envelope and in the result dialog; then no chance is left. */
export const Open: Story = {
  beforeEach: () => emulateReducedMotion(true),
  render: (args) => <OpeningEnvelope {...args} />,
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Chances left: 1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the red envelope' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog', { name: 'You won $2.88' }, { timeout: 1_000 });
    await expect(canvas.getByTestId('red-envelope-amount')).toHaveTextContent('$2.88');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('No chances left. Complete tasks to earn more.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open the red envelope' })).toBeDisabled();
    await expectNoSideScroll();
  },
};

/** With motion the flap folds back first; the amount waits for it. */
export const OpenAnimated: Story = {
  beforeEach: () => emulateReducedMotion(false),
  render: (args) => <OpeningEnvelope {...args} />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open the red envelope' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Open the red envelope' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(canvas.queryByTestId('red-envelope-amount')).toBeNull();
    await expect(await screen.findByRole('dialog', { name: 'You won $2.88' }, { timeout: 5_000 })).toBeVisible();
  },
};

export const Opening: Story = draws.Drawing;

export const NoChances: Story = draws.NoChances;

export const EventNotRunning: Story = draws.EventNotRunning;

export const OpenFailed: Story = draws.Failed;
