import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { inArabic } from '../../../stories/languageStories';
import { demoRules } from '../../auth/RegisterDialog/RegisterDialog.fixtures';

/** The demo rules with the email asked for: the form shows what the rules ask, checked by the same engine. */
const emailRequiredRules = { ...demoRules, ...(demoRules.email && { email: { ...demoRules.email, required: true } }) };
import { RegisterDownline } from './RegisterDownline';

/** The agent's own rates (the demo's): each new account's rate stays within them. */
const ownRebates = [
  { gameType: 'LIVE', percent: 1 },
  { gameType: 'RNG', percent: 1.2 },
  { gameType: 'SPORTS', percent: 0.8 },
  { gameType: 'FISH', percent: 1.5 },
] as const;
const zeroRates = ownRebates.map((own) => ({ gameType: own.gameType, percent: 0 }));

const meta = {
  title: 'Agent/RegisterDownline',
  component: RegisterDownline,
  args: { rules: demoRules, canAddAgent: true, ownRebates, onSubmit: fn(), onOpenTeam: fn() },
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
      rebates: zeroRates,
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
      rebates: zeroRates,
    });
  },
};

export const WithRebates: Story = {
  name: '§2 registerCenter: a rebate above the agent own is shown under its field, the typed rates kept',
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'newdown04');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Secret123');
    const live = canvas.getByRole('textbox', { name: /Live casino rebate/ });
    const fish = canvas.getByRole('textbox', { name: /Fishing rebate/ });
    await userEvent.clear(live);
    await userEvent.type(live, '1.25');
    await userEvent.clear(fish);
    await userEvent.type(fish, '1.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(live).toHaveAttribute('aria-invalid', 'true');
    await expect(live).toHaveAccessibleDescription(expect.stringContaining('At most 1 %, your own rate'));
    await expect(live).toHaveValue('1.25');
    await expect(fish).toHaveValue('1.5');
    await expect(fish).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(live);
    await userEvent.type(live, '0.75');
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      form: { username: 'newdown04', password: 'Secret123', confirmPassword: 'Secret123' },
      kind: 'member',
      rebates: [
        { gameType: 'LIVE', percent: 0.75 },
        { gameType: 'RNG', percent: 0 },
        { gameType: 'SPORTS', percent: 0 },
        { gameType: 'FISH', percent: 1.5 },
      ],
    });
    await expectNoSideScroll();
  },
};

export const MemberOnly: Story = {
  name: '§2 registerCenter: an agent without the right adds members only (no account type choice)',
  args: { canAddAgent: false },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getByText('Your account may add members only.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'newdown05');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ kind: 'member' }));
  },
};

export const AgentRefused: Story = {
  name: '§2 registerCenter: the server refuses an agent account; the form and the rates stay',
  args: { errorMessage: 'Your account may add members only, not agents.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your account may add members only, not agents.');
    await expect(canvas.getByRole('textbox', { name: /Live casino rebate/ })).toHaveValue('0');
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

export const RightToLeft: Story = inArabic({ heading: 'إضافة حساب' });
