import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn } from 'storybook/test';
import { defaultBrand, lumenBrand, regalBrand } from '../../../theme/brands/index';
import { Button } from '../../primitives/Button';
import { BrandPlayground } from './BrandPlayground';

function SamplePreview() {
  return <Button>{'Deposit'}</Button>;
}

const meta = {
  title: 'Design/BrandPlayground',
  component: BrandPlayground,
  args: { brand: defaultBrand, mode: 'dark', preview: <SamplePreview />, onCopy: fn() },
} satisfies Meta<typeof BrandPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EditsAColourLiveAndCopiesTheBrandFile: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    const preview = canvasElement.querySelector<HTMLElement>('[data-testid="brand-preview"]');
    await step('changing accent.base restyles the preview at once, through its custom property', async () => {
      await fireEvent.input(canvas.getByLabelText('accent.base'), { target: { value: '#3a1ca8' } });
      await expect(preview?.style.getPropertyValue('--atrium-color-accent-base')).toBe('#3a1ca8');
    });
    await step('the brand file holds the new value and is copied whole', async () => {
      const source = canvas.getByLabelText<HTMLTextAreaElement>('Brand file');
      await expect(source.value).toContain('base: "#3a1ca8"');
      await userEvent.click(canvas.getByRole('button', { name: 'Copy brand file' }));
      await expect(args.onCopy).toHaveBeenCalledWith(expect.stringContaining('export const defaultBrand: Brand = {'));
      await expect(args.onCopy).toHaveBeenCalledWith(expect.stringContaining('#3a1ca8'));
    });
  },
};

export const ReportsAFailingContrastPair: Story = {
  play: async ({ canvas }) => {
    // The focus ring in the colour of the page: invisible to keyboard users, so WCAG 1.4.11 fails.
    await fireEvent.input(canvas.getByLabelText('border.focus'), { target: { value: '#0b0d12' } });
    const row = canvas.getByText('border.focus on bg.canvas').closest('li');
    await expect(row).toHaveTextContent(/1\.00:1, fails \(needs 3\)/);
    await expect(canvas.getByText('text.primary on bg.canvas').closest('li')).toHaveTextContent(/passes/);
  },
};

export const StartsFromLumenInLight: Story = {
  args: { brand: lumenBrand, mode: 'light' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Colour tokens of lumen (light)' })).toBeVisible();
    await expect(canvas.getByLabelText('accent.base')).toHaveValue(lumenBrand.modes.light.color.accent.base);
  },
};

export const StartsFromRegal: Story = {
  args: { brand: regalBrand, mode: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('accent.base')).toHaveValue(regalBrand.modes.dark.color.accent.base);
    await expect(canvas.queryAllByText(/fails/)).toHaveLength(0);
  },
};
