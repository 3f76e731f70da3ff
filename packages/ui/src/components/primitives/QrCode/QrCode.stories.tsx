import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QrCode } from './QrCode';

const meta = {
  title: 'Primitives/QrCode',
  component: QrCode,
  args: { value: 'https://app.example.com/download/ios?lang=EN', label: 'iOS app download' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SpecDefaults: Story = {
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: 'iOS app download' });
    // Drawn at 800 with a 20 px margin (spec §9) …
    await expect(code).toHaveAttribute('viewBox', '0 0 800 800');
    const inner = code.querySelector('svg');
    await expect(inner).toHaveAttribute('x', '20');
    await expect(inner).toHaveAttribute('width', '760');
    // … and scaled down by CSS to fit a 360 px screen.
    await expect(code.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

export const DefaultLabel: Story = {
  args: { label: undefined, displaySize: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'QR code' })).toBeVisible();
  },
};

export const LongValue: Story = {
  args: {
    value: `https://app.example.com/download/android?lang=EN&token=${'a1b2c3d4'.repeat(16)}`,
    label: 'Android app download',
    level: 'H',
    displaySize: 'lg',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Android app download' })).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { label: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'رمز QR' })).toBeVisible();
  },
};
