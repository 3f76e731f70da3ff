import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { inArabic } from '../../../stories/languageStories';
import { DateRangePicker, type DateRangeValue } from './DateRangePicker';

/** 23 Nov 2026, 09:00 UTC: 17:00 on the platform clock (UTC+8). */
const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

const meta = {
  title: 'Primitives/DateRangePicker',
  component: DateRangePicker,
  args: { value: null, onChange: fn(), now: NOW, offsetMinutes: 8 * 60 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PastSevenDaysPreset: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Past 7 days' }));
    // Today and the 6 days before it (the domain's rule).
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2026-11-17', end: '2026-11-23' });
  },
};

export const NextThirtyDaysPreset: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next 30 days' }));
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2026-11-23', end: '2026-12-22' });
  },
};

export const ShowsTheChosenPreset: Story = {
  args: { value: { start: '2026-10-25', end: '2026-11-23' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Past 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Past 7 days' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-10-25');
    await expect(canvas.getByLabelText('To')).toHaveValue('2026-11-23');
  },
};

export const PastOnly: Story = {
  args: { presets: ['past7', 'past30'], label: 'Betting record period' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Betting record period' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next 7 days' })).not.toBeInTheDocument();
  },
};

/** A custom range asks for nothing until it is applied; then both ends go together, and a preset press replaces it. */
export const TypesItsOwnRange: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<DateRangeValue | null>(args.value);
    return (
      <DateRangePicker
        {...args}
        value={value}
        onChange={(range) => {
          setValue(range);
          args.onChange(range);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('a preset fills both ends', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Past 7 days' }));
      await expect(canvas.getByLabelText('From')).toHaveValue('2026-11-17');
    });
    await step('a start changed by hand is not sent until applied', async () => {
      const start = canvas.getByLabelText('From');
      await userEvent.clear(start);
      await userEvent.type(start, '2026-11-10');
      await expect(args.onChange).toHaveBeenCalledTimes(1);
    });
    await step('Enter in a date applies both ends together', async () => {
      await userEvent.type(canvas.getByLabelText('To'), '{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-10', end: '2026-11-23' });
      await expect(canvas.getByRole('button', { name: 'Past 7 days' })).toHaveAttribute('aria-pressed', 'false');
    });
  },
};

/** Today and yesterday, for pages whose dates lie in the past (the record pages and the agent's reports). */
export const PastWithTodayAndYesterday: Story = {
  args: { presets: ['today', 'yesterday', 'past7', 'past30'], value: { start: '2026-11-22', end: '2026-11-22' } },
  play: async ({ canvas, userEvent, args }) => {
    // 17:00 on the platform clock on 23 Nov: yesterday is the 22nd, whatever the machine's zone.
    await expect(canvas.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2026-11-23', end: '2026-11-23' });
    await expect(canvas.queryByRole('button', { name: 'Next 7 days' })).not.toBeInTheDocument();
  },
};

/** A first day after the last is refused in words under the dates, the dates stay as typed, and nothing is sent. */
export const StartAfterEnd: Story = {
  args: { value: { start: '2026-11-17', end: '2026-11-23' } },
  play: async ({ canvas, userEvent, args }) => {
    const from = canvas.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-30');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    const message = 'The first day must not come after the last day.';
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    await expect(from).toHaveAccessibleDescription(message);
    await expect(from).toHaveValue('2026-11-30');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * A range longer than the platform answers (400 days) is refused here, with the limit named, before anything is asked:
 * the platform would refuse it with request_param_err, which no retry mends. The dates stay as chosen.
 */
export const RangeTooLong: Story = {
  args: { value: { start: '2026-11-17', end: '2026-11-23' } },
  play: async ({ canvas, userEvent, args, step }) => {
    const from = canvas.getByLabelText('From');
    await step('§9 401 days are refused, the limit named, the dates kept', async () => {
      await userEvent.clear(from);
      await userEvent.type(from, '2025-10-19');
      await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
      const message = 'A range can cover at most 400 days. Choose a shorter one.';
      await expect(canvas.getByRole('alert')).toHaveTextContent(message);
      await expect(from).toHaveAccessibleDescription(message);
      await expect(from).toHaveValue('2025-10-19');
      await expect(canvas.getByLabelText('To')).toHaveValue('2026-11-23');
      await expect(args.onChange).not.toHaveBeenCalled();
    });
    await step('400 days are applied', async () => {
      await userEvent.clear(from);
      await userEvent.type(from, '2025-10-20');
      await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
      await expect(args.onChange).toHaveBeenCalledWith({ start: '2025-10-20', end: '2026-11-23' });
    });
  },
};

/** The limit said in the reader's language, its number written their way. */
export const RangeTooLongRtl: Story = {
  ...RangeTooLong,
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    const from = canvas.getByLabelText('من');
    await userEvent.clear(from);
    await userEvent.type(from, '2025-10-19');
    await userEvent.click(canvas.getByRole('button', { name: 'تطبيق' }));
    // 400 takes Arabic's "other" plural form: the singular noun after a round hundred.
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      `لا يمكن أن يتجاوز النطاق ${new Intl.NumberFormat('ar').format(400)} يوم.`,
    );
  },
};

/** Both ends are needed: an empty end is named, not guessed. */
export const EndMissing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('From'), '2026-11-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose the last day of the range.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Rtl: Story = inArabic({ role: 'button', name: 'آخر 7 أيام' });
