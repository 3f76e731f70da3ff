import { HIDDEN_BALANCE_MASK } from '@atrium/domain/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Money } from './Money';

const meta = {
  title: 'Primitives/Money',
  component: Money,
  args: { amount: 1234567.891, currencySymbol: '¥', locale: 'en-US', onHiddenChange: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TwoDecimalsWithSeparators: Story = {
  play: async ({ canvas }) => {
    // Cut, not rounded: the header never shows more than the wallet holds.
    await expect(canvas.getByText('1,234,567.89')).toBeVisible();
    await expect(canvas.getByText('¥')).toBeVisible();
  },
};

export const HidesAndShows: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('hide', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
      await expect(args.onHiddenChange).toHaveBeenLastCalledWith(true);
      await expect(canvas.getByText(HIDDEN_BALANCE_MASK)).toBeVisible();
      await expect(canvas.getByText('¥')).toBeVisible();
      await expect(canvas.queryByText('1,234,567.89')).not.toBeInTheDocument();
    });
    await step('show again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show balance' }));
      await expect(args.onHiddenChange).toHaveBeenLastCalledWith(false);
      await expect(canvas.getByText('1,234,567.89')).toBeVisible();
    });
  },
};

export const Hidden: Story = {
  args: { isHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(HIDDEN_BALANCE_MASK)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show balance' })).toBeVisible();
  },
};

export const Negative: Story = {
  args: { amount: -20.5, currencySymbol: 'RM' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('RM').parentElement).toHaveTextContent('-RM20.50');
  },
};

export const Loading: Story = {
  args: { amount: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading balance' })).toBeVisible();
  },
};

export const WithoutToggle: Story = {
  args: { hasToggle: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { currencySymbol: '₫', locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,234,567.89')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إخفاء الرصيد' })).toBeVisible();
  },
};
