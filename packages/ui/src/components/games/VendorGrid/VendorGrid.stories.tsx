import type { Meta, StoryObj } from '@storybook/react-vite';
import { underHeading } from '../../../stories/helpers';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoVendorsOf, imageUrlOfVendor } from '../games.fixtures';
import { VendorGrid } from './VendorGrid';

const sports = demoVendorsOf('SPORTS');
const slotVendors = demoVendorsOf('RNG');

const meta = {
  title: 'Games/VendorGrid',
  component: VendorGrid,
  args: { vendors: sports, imageUrlOf: imageUrlOfVendor, onOpen: fn(), labelledBy: 'vendors-title' },
  decorators: [underHeading('vendors-title', 'Sports')],
  tags: ['autodocs'],
} satisfies Meta<typeof VendorGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Sports' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading providers')).toBeInTheDocument();
  },
};

export const OpensVendor: Story = {
  play: async ({ canvas, args, step }) => {
    await step('§9 ten or fewer vendors: the regular layout', async () => {
      await expect(canvas.getByRole('list', { name: 'Sports' })).toHaveAttribute('data-layout', 'regular');
    });
    await step('pressing a card hands back its vendor', async () => {
      await userEvent.click(canvas.getByRole('button', { name: sports[1]!.displayName }));
      await expect(args.onOpen).toHaveBeenCalledWith(sports[1]);
    });
  },
};

export const LargeLayout: Story = {
  args: { vendors: slotVendors },
  play: async ({ canvas }) => {
    // §9 "Vendor list over 10 uses a large layout".
    const list = canvas.getByRole('list', { name: 'Sports' });
    await expect(list).toHaveAttribute('data-layout', 'large');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(slotVendors.length);
  },
};
