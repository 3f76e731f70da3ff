import { smsCountdownTotalSeconds } from '@atrium/domain/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { CountdownButton } from './CountdownButton';
import { manualClock } from './clock';

const SENT_AT = Date.UTC(2026, 10, 23, 9, 0, 0);

const meta = {
  title: 'Primitives/CountdownButton',
  component: CountdownButton,
  args: {
    startedAt: null,
    totalSeconds: smsCountdownTotalSeconds(1, false),
    now: SENT_AT,
    onSend: fn(),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SendsACode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const CountingIsDisabled: Story = {
  args: { startedAt: SENT_AT, now: SENT_AT + 18_000 },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Resend in 42 s' });
    await expect(button).toBeDisabled();
    button.click(); // a disabled button ignores even a programmatic click
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const ReenabledWhenDone: Story = {
  args: { startedAt: SENT_AT, now: SENT_AT + 60_000 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

/** Expiry of 3 minutes from the server: 60 seconds per minute (spec §9). */
export const ThreeMinuteExpiry: Story = {
  args: { startedAt: SENT_AT, now: SENT_AT, totalSeconds: smsCountdownTotalSeconds(3, false) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resend in 180 s' })).toBeDisabled();
  },
};

export const Sending: Story = {
  args: { isSending: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send code' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** A manual clock stands in for time: the countdown ticks when it moves, then the button comes back. */
export const CountsDownWithTheClock: Story = {
  args: { now: undefined },
  render: function Render(args) {
    const [clock] = useState(() => manualClock(SENT_AT));
    const [startedAt, setStartedAt] = useState<number | null>(null);
    return (
      <div>
        <CountdownButton
          {...args}
          clock={clock}
          startedAt={startedAt}
          onSend={() => {
            setStartedAt(clock.now());
            args.onSend();
          }}
        />
        {/* The story's stand-in for passing time. */}
        <button type="button" onClick={() => clock.advance(30_000)}>
          Wait 30 seconds
        </button>
      </div>
    );
  },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('send: the countdown starts at 60 s', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
      await expect(args.onSend).toHaveBeenCalledTimes(1);
      await expect(await canvas.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    });
    await step('half a minute later', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Wait 30 seconds' }));
      await expect(await canvas.findByRole('button', { name: 'Resend in 30 s' })).toBeDisabled();
    });
    await step('a minute later it can be sent again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Wait 30 seconds' }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Resend code' }));
      await expect(args.onSend).toHaveBeenCalledTimes(2);
    });
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { startedAt: SENT_AT, now: SENT_AT + 1_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'إعادة الإرسال بعد 59 ث' })).toBeDisabled();
  },
};
