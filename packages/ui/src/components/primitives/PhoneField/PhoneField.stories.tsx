import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { storyCountries as countries } from '../../../stories/countries.fixtures';
import { PhoneField } from './PhoneField';

const meta = {
  title: 'Primitives/PhoneField',
  component: PhoneField,
  args: { countries, countryCode: 'MY', onCountryChange: fn(), value: '', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ChoosesCountryAndTypesNumber: Story = {
  render: function Render(args) {
    const [countryCode, setCountryCode] = useState(args.countryCode);
    const [value, setValue] = useState(args.value);
    return (
      <PhoneField
        {...args}
        countryCode={countryCode}
        value={value}
        onCountryChange={(code) => {
          setCountryCode(code);
          args.onCountryChange(code);
        }}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args, step }) => {
    await expect(canvas.getByRole('group', { name: 'Mobile number' })).toBeVisible();
    await step('choose Thailand', async () => {
      const select = canvas.getByRole('combobox', { name: 'Country code' });
      await userEvent.selectOptions(select, '+66 Thailand');
      await expect(args.onCountryChange).toHaveBeenCalledWith('TH');
      await expect(select).toHaveValue('TH');
    });
    await step('type the number', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '812345678');
      await expect(args.onChange).toHaveBeenLastCalledWith('812345678');
    });
  },
};

export const Error: Story = {
  args: { value: '12ab', error: 'Invalid phone number format. Please enter a valid phone number.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Invalid phone number format/);
  },
};

export const SameDialingCodeTwice: Story = {
  args: { countryCode: 'KZ' },
  play: async ({ canvas }) => {
    // Russia and Kazakhstan share +7: the choice is by region, so each stays selectable.
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveValue('KZ');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { value: '123456789' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'رقم الجوال' })).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByRole('combobox', { name: 'رمز الدولة' })).toBeVisible();
  },
};
