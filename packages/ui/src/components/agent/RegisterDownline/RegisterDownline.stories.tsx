import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { demoRules } from '../../auth/RegisterDialog/RegisterDialog.fixtures';

/** The demo rules with the email asked for: the form shows what the rules ask, checked by the same engine. */
const emailRequiredRules = { ...demoRules, ...(demoRules.email && { email: { ...demoRules.email, required: true } }) };
import { RegisterDownline } from './RegisterDownline';

const meta = {
  title: 'Agent/RegisterDownline',
  component: RegisterDownline,
  args: { rules: demoRules, canAddAgent: true, onSubmit: fn(), onOpenTeam: fn() },
} satisfies Meta<typeof RegisterDownline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  name: '§2 registerCenter: the registration rules check the fields, then an agent account is asked for',
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'newdown01');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Secret123');
    await userEvent.click(canvas.getByRole('radio', { name: 'Agent' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      form: { username: 'newdown01', password: 'Secret123', confirmPassword: 'Secret123' },
      kind: 'agent',
    });
    await expectNoSideScroll();
  },
};

export const EmailByRules: Story = {
  name: '§5 registerCenter: a field the rules require is asked for and checked like the sign-up',
  args: { rules: emailRequiredRules },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'newdown02');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(email, 'new@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      form: { username: 'newdown02', password: 'Secret123', confirmPassword: 'Secret123', email: 'new@example.com' },
      kind: 'member',
    });
  },
};

export const Sending: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add account' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Created: Story = {
  args: { result: { id: 'm-1', username: 'newdown01' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Account newdown01 was created.');
    await userEvent.click(canvas.getByRole('button', { name: 'Open team management' }));
    await expect(args.onOpenTeam).toHaveBeenCalledTimes(1);
  },
};

export const Refused: Story = {
  args: { errorMessage: 'Username already exists.', canAddAgent: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Username already exists.');
    await expect(canvas.queryByRole('radio', { name: 'Agent' })).toBeNull();
  },
};

export const UsernameTaken: Story = {
  name: '§2 registerCenter: a taken username is shown under the username until it is edited',
  args: { fieldErrors: { username: 'This username is already taken.' } },
  play: async ({ canvas, userEvent }) => {
    const username = canvas.getByRole('textbox', { name: /Username/ });
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription('This username is already taken.');
    await userEvent.type(username, 'newdown03');
    await expect(username).not.toHaveAttribute('aria-invalid');
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'إضافة حساب' })).toBeVisible();
    await expectNoSideScroll();
  },
};
