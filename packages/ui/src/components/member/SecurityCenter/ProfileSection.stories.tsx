import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { inputByLabel } from '../../../stories/helpers';
import { ProfileSection } from './ProfileSection';
import { profileFields, ready } from './storyFixtures';

/** §3 profile fields the server enables: edit, check by rule, save only what changed. */
const meta = {
  title: 'Member/SecurityCenter/ProfileSection',
  component: ProfileSection,
  args: { profile: ready(profileFields), onSave: fn(), isSaving: false, errorKey: null },
} satisfies Meta<typeof ProfileSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Locked fields are text; editable ones fields; only the changed fields are saved. */
export const EditAndSave: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1990-02-03')).toBeVisible();
    await expect(canvas.getByText('Kept as set. Contact customer service to change it.')).toBeVisible();
    await expect(canvas.queryByLabelText(/^Birthday/, { selector: 'input' })).toBeNull();
    await userEvent.type(inputByLabel(canvas, 'Telegram'), '@lucky');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({ telegram: '@lucky' });
  },
};

/** §5 messages under each field; nothing is sent until they are fixed; the first invalid field gets the focus. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const nickname = inputByLabel(canvas, 'Nickname');
    await userEvent.clear(nickname);
    await userEvent.type(inputByLabel(canvas, 'Telegram'), 'a b');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(nickname).toHaveAttribute('aria-invalid', 'true');
    await expect(nickname).toHaveFocus();
    await expect(nickname).toHaveAccessibleDescription('This field cannot be empty.');
    await expect(inputByLabel(canvas, 'Telegram')).toHaveAccessibleDescription(/^Spaces are not allowed./);
  },
};

/** A refusal is shown above the save button and what was typed stays. */
export const Refused: Story = {
  args: { errorKey: 'errors:field.format' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The format is incorrect.');
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(inputByLabel(canvas, 'Telegram'), '@lucky');
    const save = canvas.getByRole('button', { name: 'Save profile' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { isSaved: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Profile saved.');
  },
};

export const NothingEnabled: Story = {
  args: { profile: ready([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no profile details to fill in.')).toBeVisible();
  },
};
