import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { EXCHANGE_RATES, POINT_TERMS } from '../points.fixtures';
import { ExchangeRates } from './ExchangeRates';
import { listStates } from '../../../stories/listStories';
import { inArabic } from '../../../stories/languageStories';

/** §3 ratio, amount requirement, points requirement: the exchange-rate table. */
const meta = {
  title: 'Points/ExchangeRates',
  component: ExchangeRates,
  args: { rates: EXCHANGE_RATES, terms: POINT_TERMS, currencySymbol: '$', onRetry: fn() },
} satisfies Meta<typeof ExchangeRates>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listStates<Story>({
  region: 'Exchange rates',
  none: { rates: null, terms: null },
  empty: { args: { rates: [] }, says: 'No exchange rates are set.' },
});

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

export const Empty: Story = states.Empty;

export const Loading: Story = states.Loading;

export const LoadFailed: Story = states.LoadFailed;

export const Arabic: Story = inArabic({ heading: 'أسعار الاستبدال' });
