import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { EXCHANGE_RATES, POINT_TERMS } from '../points.fixtures';
import { ExchangeRates } from './ExchangeRates';

/** §3 ratio, amount requirement, points requirement: the exchange-rate table. */
const meta = {
  title: 'Points/ExchangeRates',
  component: ExchangeRates,
  args: { rates: EXCHANGE_RATES, terms: POINT_TERMS, currencySymbol: '$', onRetry: fn() },
} satisfies Meta<typeof ExchangeRates>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each type earns its points per amount; the ratio and the minimum of a conversion are said above. */
export const Table: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('100 points = $1.00')).toBeVisible();
    await expect(canvas.getByText('At least 100 points per conversion')).toBeVisible();
    const slots = canvas.getByRole('row', { name: /Slots/ });
    await expect(within(slots).getByText('$100.00')).toBeVisible();
    await expect(within(slots).getByText('2')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
    await expectNoSideScroll();
  },
};

export const Empty: Story = {
  args: { rates: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No exchange rates are set.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rates: null, terms: null, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Exchange rates' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadFailed: Story = {
  args: { rates: null, terms: null, hasError: true, loadErrorKey: 'errors:server' },
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'أسعار الاستبدال' })).toBeVisible();
    await expectNoSideScroll();
  },
};
