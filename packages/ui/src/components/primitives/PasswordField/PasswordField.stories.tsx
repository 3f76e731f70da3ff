import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: {
    label: 'Password',
    name: 'password',
    autoComplete: 'current-password',
    onChange: fn(),
    onVisibilityChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ShowsAndHidesPassword: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await step('the typed password is masked', async () => {
      await userEvent.type(input, 'S3cret!pass');
      await expect(input).toHaveAttribute('type', 'password');
    });
    await step('"Show password" reveals it and keeps the value', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
      await expect(input).toHaveAttribute('type', 'text');
      await expect(input).toHaveValue('S3cret!pass');
      await expect(args.onVisibilityChange).toHaveBeenLastCalledWith(true);
    });
    await step('"Hide password" masks it again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
      await expect(input).toHaveAttribute('type', 'password');
      await expect(input).toHaveValue('S3cret!pass');
      await expect(args.onVisibilityChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const LogInUsesCurrentPassword: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
  },
};

export const RegistrationUsesNewPassword: Story = {
  args: { label: 'New password', autoComplete: 'new-password', hint: '6–16 characters, letters and digits.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New password', { selector: 'input' });
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription('6–16 characters, letters and digits.');
  },
};

export const WithError: Story = {
  args: { isRequired: true, defaultValue: '123', error: 'The password must be 6 to 16 characters long.' },
  play: async ({ canvas }) => {
    // The label's visible text ends with the required marker, which is hidden from the accessible name.
    const input = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await expect(input).toHaveAccessibleName('Password');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('The password must be 6 to 16 characters long.');
    await expect(canvas.getByText('The password must be 6 to 16 characters long.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'S3cret!pass' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { label: 'كلمة المرور' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('كلمة المرور', { selector: 'input' });
    await userEvent.type(input, 'S3cret!pass');
    await userEvent.click(canvas.getByRole('button', { name: 'إظهار كلمة المرور' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'إخفاء كلمة المرور' })).toBeVisible();
  },
};
