import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Remember my username', onCheckedChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TogglesFromTheLabel: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember my username' });
    await step('a click on the label checks it', async () => {
      await userEvent.click(canvas.getByText('Remember my username'));
      await expect(checkbox).toBeChecked();
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    });
    await step('Space unchecks it', async () => {
      await expect(checkbox).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(checkbox).not.toBeChecked();
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const Checked: Story = {
  args: { isDefaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Remember my username' })).toBeChecked();
  },
};

export const TouchTargetIs44Pixels: Story = {
  play: async ({ canvas }) => {
    const rect = canvas.getByRole('checkbox').getBoundingClientRect();
    await expect(rect.width).toBeGreaterThanOrEqual(44);
    await expect(rect.height).toBeGreaterThanOrEqual(44);
  },
};

export const WithError: Story = {
  args: {
    label: 'I am over 18 and accept the terms and conditions',
    isRequired: true,
    error: 'You must accept the terms to register.',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I am over 18 and accept the terms and conditions' });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription('You must accept the terms to register.');
    await expect(canvas.getByText('You must accept the terms to register.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Remember my username' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label:
      'I confirm that I am of legal age in my jurisdiction, that I have read and accept the terms and conditions, the privacy policy and the responsible gaming policy.',
  },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { label: 'تذكر اسم المستخدم' },
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'تذكر اسم المستخدم' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};
