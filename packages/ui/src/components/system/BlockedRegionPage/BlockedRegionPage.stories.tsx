import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BlockedRegionPage } from './BlockedRegionPage';

const meta = {
  title: 'System/BlockedRegionPage',
  component: BlockedRegionPage,
  args: { visitorIp: '203.0.113.58', onContactSupport: fn() },
} satisfies Meta<typeof BlockedRegionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ShowsVisitorIpAndContactsSupport: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step(
      'the title, the info text and the visitor IP are shown (§2 Other screens, §8 Access restricted)',
      async () => {
        await expect(canvas.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeVisible();
        await expect(canvas.getByText('Sorry, our service is not available in your region.')).toBeVisible();
        await expect(canvas.getByText('Your IP address: 203.0.113.58')).toBeVisible();
      },
    );
    await step('the customer-service button calls back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Contact customer service' }));
      await expect(args.onContactSupport).toHaveBeenCalledTimes(1);
    });
  },
};

export const UnknownIp: Story = {
  args: { visitorIp: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your IP address could not be determined.')).toBeVisible();
  },
};

export const LongIpv6Address: Story = {
  args: { visitorIp: '2001:0db8:85a3:0000:0000:8a2e:0370:7334' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/2001:0db8:85a3/)).toBeVisible();
    // Nothing overflows the phone-width card.
    const card = canvasElement.querySelector('section');
    await expect(card && card.scrollWidth <= card.clientWidth).toBe(true);
  },
};

export const WithoutCustomerService: Story = {
  args: { onContactSupport: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'الوصول مقيد' })).toBeVisible();
    await expect(canvas.getByText(/203\.0\.113\.58/)).toBeVisible();
  },
};
