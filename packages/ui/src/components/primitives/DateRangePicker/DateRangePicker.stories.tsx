import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
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
    await step('then the start is changed by hand', async () => {
      const start = canvas.getByLabelText('From');
      await userEvent.clear(start);
      await userEvent.type(start, '2026-11-10');
      await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-10', end: '2026-11-23' });
      await expect(canvas.getByRole('button', { name: 'Past 7 days' })).toHaveAttribute('aria-pressed', 'false');
    });
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'آخر 7 أيام' })).toBeVisible();
  },
};
