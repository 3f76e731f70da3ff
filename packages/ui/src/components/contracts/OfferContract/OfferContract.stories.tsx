import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { inArabic } from '../../../stories/languageStories';
import { listStates } from '../../../stories/listStories';
import { OfferContract } from './OfferContract';

const meta = {
  title: 'Contracts/OfferContract',
  component: OfferContract,
  args: {
    downlines: [
      { id: 'd-1', name: 'teamdown1a' },
      { id: 'd-2', name: 'teamdown1b' },
    ],
    onOffer: fn(),
    onRetry: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof OfferContract>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listStates<Story>({
  none: { downlines: null },
  hasNoLoadingFlag: true,
  hidesWhileLoading: { role: 'button', name: 'Offer a contract' },
  failed: { errorMessage: 'The service is not available.' },
  failedSays: 'The service is not available.',
  empty: {
    args: { downlines: [] },
    says: 'No downline of your team can be offered a contract of this kind now.',
  },
});

export const Playground: Story = {};

export const Loading: Story = states.Loading;

export const Empty: Story = states.Empty;

export const LoadError: Story = states.LoadError;

export const AsksForTheDownlineFirst: Story = {
  play: async ({ args, canvas, canvasElement, userEvent, step }) => {
    await step('without a downline nothing opens and the field says what is missing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Offer a contract' }));
      await expect(canvas.getByText('Choose the downline to offer the contract to.')).toBeVisible();
      await expect(args.onOffer).not.toHaveBeenCalled();
    });
    await step('with one, the editor is asked for it', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Downline' }));
      await userEvent.click(
        await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'teamdown1a' }),
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Offer a contract' }));
      await expect(args.onOffer).toHaveBeenCalledWith({ id: 'd-1', name: 'teamdown1a' });
    });
  },
};

export const Rtl: Story = inArabic({ role: 'button', name: 'عرض عقد' });
