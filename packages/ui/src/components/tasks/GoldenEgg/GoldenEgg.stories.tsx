import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { emulateReducedMotion } from '../../../stories/reducedMotion';
import { acceptsResult, drawStates } from '../../../stories/drawStories';
import { GoldenEgg, type GoldenEggProps } from './GoldenEgg';

/** What a container does: the server's prize ($12.00) for the smashed egg a moment later, one ticket less. */
function SmashingEggs(args: GoldenEggProps) {
  const [tickets, setTickets] = useState(args.state.chances);
  const [smashing, setSmashing] = useState<number | null>(null);
  const [result, setResult] = useState<{ egg: number; prizeCents: number } | null>(null);
  return (
    <GoldenEgg
      {...args}
      state={{ ...args.state, chances: tickets }}
      smashing={smashing}
      result={result}
      onSmash={(egg) => {
        args.onSmash(egg);
        setSmashing(egg);
        setTimeout(() => {
          setSmashing(null);
          setTickets((c) => c - 1);
          setResult({ egg, prizeCents: 1_200 });
        }, 50);
      }}
      onCloseResult={() => {
        args.onCloseResult();
        setResult(null);
      }}
    />
  );
}

/** §1 golden egg ticket: eggs to smash, one ticket each; the prize is the server's. */
const meta = {
  title: 'Tasks/GoldenEgg',
  component: GoldenEgg,
  args: {
    eggs: 3,
    state: { running: true, chances: 1 },
    currencySymbol: '$',
    onSmash: fn(),
    onCloseResult: fn(),
  },
} satisfies Meta<typeof GoldenEgg>;

export default meta;
type Story = StoryObj<typeof meta>;
const draws = drawStates<Story>({
  button: 'Smash egg 1',
  chances: 1,
  refusal: 'No chances left. Complete tasks to earn more.',
});

/** Smashing an egg by keyboard uses the ticket and shows the prize; the tickets count falls to none. */
export const Smash: Story = {
  beforeEach: () => emulateReducedMotion(true),
  render: (args) => <SmashingEggs {...args} />,
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tickets: 1')).toBeVisible();
    canvas.getByRole('button', { name: 'Smash egg 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSmash).toHaveBeenCalledWith(1);
    await acceptsResult('You won $12.00', userEvent);
    await expect(canvas.getByText('Tickets: 0')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Smash egg 1' })).toBeDisabled();
    await expectNoSideScroll();
  },
};

/** With motion the egg wobbles before the prize shows. */
export const SmashAnimated: Story = {
  beforeEach: () => emulateReducedMotion(false),
  render: (args) => <SmashingEggs {...args} />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Smash egg 3' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Smash egg 3' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(await screen.findByRole('dialog', { name: 'You won $12.00' }, { timeout: 5_000 })).toBeVisible();
  },
};

export const NoTickets: Story = draws.NoChances;

export const EventNotRunning: Story = draws.EventNotRunning;

export const SmashFailed: Story = draws.Failed;
