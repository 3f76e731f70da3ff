import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { Select } from './Select';

const banks = [
  { value: 'icbc', label: 'Industrial and Commercial Bank of China' },
  { value: 'ccb', label: 'China Construction Bank' },
  { value: 'abc', label: 'Agricultural Bank of China' },
  { value: 'boc', label: 'Bank of China', isDisabled: true },
  { value: 'cmb', label: 'China Merchants Bank' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Bank', options: banks, onValueChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ChoosesWithThePointer: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Bank' });
    await step('the placeholder shows until a choice is made', async () => {
      await expect(trigger).toHaveTextContent('Choose an option');
    });
    await step('opening lists the options; choosing one calls back and shows it', async () => {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('option', { name: 'China Construction Bank' }));
      await expect(args.onValueChange).toHaveBeenCalledWith('ccb');
      await expect(trigger).toHaveTextContent('China Construction Bank');
    });
  },
};

export const ChoosesWithTheKeyboard: Story = {
  args: { defaultValue: 'icbc' },
  play: async ({ canvas, userEvent, args, step }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Bank' });
    await step('Tab focuses the select and Enter opens it on the chosen option', async () => {
      await userEvent.keyboard('{Tab}');
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(
        await screen.findByRole('option', { name: 'Industrial and Commercial Bank of China' }),
      ).toHaveFocus();
    });
    await step('arrows move, Enter chooses and the focus returns to the select', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(screen.getByRole('option', { name: 'China Construction Bank' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onValueChange).toHaveBeenCalledWith('ccb');
      await expect(trigger).toHaveFocus();
    });
  },
};

export const SkipsADisabledOption: Story = {
  args: { defaultValue: 'abc' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Bank' }));
    await expect(await screen.findByRole('option', { name: 'Bank of China' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('option', { name: 'China Merchants Bank' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
  },
};

export const WithError: Story = {
  args: { isRequired: true, error: 'Choose the bank of your withdrawal account.' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Bank' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose the bank of your withdrawal account.');
    await expect(canvas.getByText('Choose the bank of your withdrawal account.')).toBeVisible();
  },
};

export const WithHint: Story = {
  args: { hint: 'The account must be in your real name.', placeholder: 'Choose your bank' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Bank' });
    await expect(trigger).toHaveTextContent('Choose your bank');
    await expect(trigger).toHaveAccessibleDescription('The account must be in your real name.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'cmb' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Bank' })).toBeDisabled();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'البنك',
    options: [
      { value: 'rajhi', label: 'مصرف الراجحي' },
      { value: 'ahli', label: 'البنك الأهلي' },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'البنك' });
    await expect(trigger).toHaveTextContent('اختر خيارًا');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'البنك الأهلي' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('ahli');
  },
};
