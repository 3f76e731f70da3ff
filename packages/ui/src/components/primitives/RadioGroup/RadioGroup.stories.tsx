import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Gender',
    options: [
      { value: 'female', label: 'Female' },
      { value: 'male', label: 'Male' },
      { value: 'unspecified', label: 'Prefer not to say' },
    ],
    onValueChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ChoosesWithPointerAndArrows: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Gender' });
    await expect(group).toBeVisible();
    await step('a click on an option label chooses it', async () => {
      await userEvent.click(canvas.getByText('Female'));
      await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('female');
    });
    await step('the down arrow moves to the next option and chooses it', async () => {
      // Radix chooses the option that receives the focus while an arrow key is held, as a real key press does.
      await userEvent.keyboard('{ArrowDown>}');
      await waitFor(() => expect(canvas.getByRole('radio', { name: 'Male' })).toBeChecked());
      await userEvent.keyboard('{/ArrowDown}');
      await expect(canvas.getByRole('radio', { name: 'Male' })).toHaveFocus();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('male');
    });
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Prize mode',
    orientation: 'horizontal',
    options: [
      { value: 'high', label: 'High' },
      { value: 'low', label: 'Low' },
    ],
    defaultValue: 'high',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'High' })).toBeChecked();
  },
};

export const WithError: Story = {
  args: { isRequired: true, error: 'Choose one option.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Gender' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose one option.');
    await expect(canvas.getByText('Choose one option.')).toBeVisible();
  },
};

export const DisabledOption: Story = {
  args: {
    defaultValue: 'female',
    options: [
      { value: 'female', label: 'Female' },
      { value: 'male', label: 'Male', isDisabled: true },
      { value: 'unspecified', label: 'Prefer not to say' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('radio', { name: 'Female' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Prefer not to say' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Male' })).toBeDisabled();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'وضع الجوائز',
    orientation: 'horizontal',
    options: [
      { value: 'high', label: 'مرتفع' },
      { value: 'low', label: 'منخفض' },
    ],
    defaultValue: 'high',
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('radio', { name: 'مرتفع' })).toHaveFocus();
    // In right-to-left text the next option is to the left.
    await userEvent.keyboard('{ArrowLeft>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'منخفض' })).toBeChecked());
    await userEvent.keyboard('{/ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'منخفض' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('low');
  },
};
