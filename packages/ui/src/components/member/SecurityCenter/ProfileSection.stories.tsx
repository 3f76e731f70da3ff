import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { inputByLabel } from '../../../stories/helpers';
import { ProfileSection } from './ProfileSection';
import { profileFields, profileFieldsNoBirthday, ready, STORY_TODAY } from './storyFixtures';

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

/** §5/§9 the birthday check: a date in the future or under the minimum age is refused before anything is saved. */
export const BirthdayChecked: Story = {
  args: { profile: ready(profileFieldsNoBirthday), now: STORY_TODAY },
  play: async ({ canvasElement, args, step, userEvent }) => {
    const canvas = within(canvasElement);
    const birthday = inputByLabel(canvas, 'Birthday');
    const save = canvas.getByRole('button', { name: 'Save profile' });
    await step('§5/§9 a date in the future is refused', async () => {
      await userEvent.type(birthday, '2030-01-01');
      await userEvent.click(save);
      await expect(birthday).toHaveAccessibleDescription(/Enter a real date that is not in the future\./);
    });
    await step('§9 "Age: 18": a day short of 18 is refused', async () => {
      await userEvent.clear(birthday);
      await userEvent.type(birthday, '2006-06-16');
      await userEvent.click(save);
      await expect(birthday).toHaveAccessibleDescription(/You must be at least 18 years old\./);
    });
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A brand whose market requires 21 passes 21 (§9 "21 in one message and the birthday check"). */
export const BirthdayMinimumAge21: Story = {
  args: { profile: ready(profileFieldsNoBirthday), now: STORY_TODAY, minimumAge: 21 },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(inputByLabel(canvas, 'Birthday'), '2004-01-01{Enter}');
    await expect(inputByLabel(canvas, 'Birthday')).toHaveAccessibleDescription(/You must be at least 21 years old\./);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A birthday locks once saved: the member confirms the value, told it cannot be changed afterwards. */
export const ConfirmsBeforeLocking: Story = {
  args: { profile: ready(profileFieldsNoBirthday), now: STORY_TODAY },
  play: async ({ canvasElement, args, step, userEvent }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(inputByLabel(canvas, 'Birthday'), '1990-12-31{Enter}');
    await step('the confirmation names the value and says it cannot be changed', async () => {
      const dialog = await body.findByRole('dialog', { name: 'Check before saving' });
      await expect(dialog).toHaveTextContent('Birthday: 1990-12-31');
      await expect(dialog).toHaveTextContent('cannot be changed afterwards');
      await expect(args.onSave).not.toHaveBeenCalled();
    });
    await step('Check again saves nothing', async () => {
      await userEvent.click(body.getByRole('button', { name: 'Check again' }));
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onSave).not.toHaveBeenCalled();
    });
    await step('confirming saves it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
      await userEvent.click(await body.findByRole('button', { name: 'Save for good' }));
      await expect(args.onSave).toHaveBeenCalledTimes(1);
      await expect(args.onSave).toHaveBeenCalledWith({ birthday: '1990-12-31' });
    });
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
