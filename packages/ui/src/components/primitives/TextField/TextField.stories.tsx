import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  // Also screenshotted right-to-left (tests/visual, docs/decisions/0005-visual-regression.md).
  tags: ['visual-rtl'],
  args: { label: 'Username', name: 'username', autoComplete: 'username', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const KeepsTheTypedValue: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'lucky_player');
    await expect(input).toHaveValue('lucky_player');
    await expect(args.onChange).toHaveBeenCalledTimes('lucky_player'.length);
  },
};

export const WithHint: Story = {
  args: { hint: '6–16 letters or digits, starting with a letter.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      '6–16 letters or digits, starting with a letter.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const ShowsErrorUnderTheField: Story = {
  args: {
    isRequired: true,
    defaultValue: 'ab',
    hint: '6–16 letters or digits, starting with a letter.',
    error: 'The username must be 6 to 16 characters long.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(canvas.getByText('The username must be 6 to 16 characters long.')).toBeVisible();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      '6–16 letters or digits, starting with a letter. The username must be 6 to 16 characters long.',
    );
    await expect(input).toHaveValue('ab');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'lucky_player' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Name as it appears on your bank account, exactly as the bank has it on record',
    defaultValue: 'Maximiliana Theodora Wolfeschlegelsteinhausenbergerdorff',
    error: 'The name on the bank account must match the real name registered on your member profile.',
  },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { label: 'اسم المستخدم', isRequired: true, error: 'يجب أن يتكون اسم المستخدم من 6 إلى 16 حرفًا.' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'اسم المستخدم' });
    await userEvent.type(input, 'player');
    await expect(input).toHaveValue('player');
    await expect(input).toHaveAccessibleDescription('يجب أن يتكون اسم المستخدم من 6 إلى 16 حرفًا.');
  },
};
