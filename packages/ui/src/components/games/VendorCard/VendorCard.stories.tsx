import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { contrastRatio } from '../../../theme/contrast';
import { demoVendorsOf, imageUrlOfVendor } from '../games.fixtures';
import { VendorCard } from './VendorCard';

const sportsVendor = demoVendorsOf('SPORTS')[0]!;

const meta = {
  title: 'Games/VendorCard',
  component: VendorCard,
  args: { vendor: sportsVendor, imageUrl: imageUrlOfVendor(sportsVendor), onOpen: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: '12rem' }}>
        <Story />
      </div>
    ),
  ],
  tags: ['autodocs'],
} satisfies Meta<typeof VendorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Opens: Story = {
  play: async ({ canvas, canvasElement, args, step }) => {
    await step('§3 the vendor image from the image base, lazy, size reserved', async () => {
      const image = canvasElement.querySelector('img');
      await expect(image).toHaveAttribute(
        'src',
        `/__demo/images/TCG_PROD_IMAGES/RNG_LIST_VENDOR/${args.vendor.vendorCode}-WHITE.png`,
      );
      await expect(image).toHaveAttribute('loading', 'lazy');
    });
    await step('pressing the card (by its display name) opens the vendor; so does Enter', async () => {
      const card = canvas.getByRole('button', { name: args.vendor.displayName });
      await userEvent.click(card);
      await expect(args.onOpen).toHaveBeenCalledTimes(1);
      await userEvent.keyboard('{Enter}');
      await expect(args.onOpen).toHaveBeenCalledTimes(2);
    });
  },
};

export const BrokenImage: Story = {
  args: { imageUrl: '/__demo/missing/vendor.png' },
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvas.getByTestId('vendor-card-fallback')).toHaveTextContent(args.vendor.vendorCode);
    await expect(canvas.getByRole('button', { name: args.vendor.displayName })).toBeVisible();
  },
};

/** `rgb(r, g, b)` as `#rrggbb`. */
const hexOf = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

/**
 * Vendor logos are white (§3 `{vendor}-WHITE.png`): in every brand and mode (this story runs in each project) the
 * plate behind them keeps them visible, and so does the vendor code shown in place of a missing logo.
 */
export const LogoStaysVisible: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    const plate = getComputedStyle(image.parentElement!).backgroundColor;
    await expect(plate).toMatch(/^rgb\(/);
    await expect(contrastRatio('#ffffff', hexOf(plate))).toBeGreaterThanOrEqual(4.5);
  },
};

export const CodeOnThePlateWhenTheLogoIsMissing: Story = {
  args: { imageUrl: '' },
  play: async ({ canvas }) => {
    const fallback = canvas.getByTestId('vendor-card-fallback');
    const plate = getComputedStyle(fallback.parentElement!).backgroundColor;
    const text = getComputedStyle(fallback).color;
    await expect(contrastRatio(hexOf(text), hexOf(plate))).toBeGreaterThanOrEqual(4.5);
  },
};
