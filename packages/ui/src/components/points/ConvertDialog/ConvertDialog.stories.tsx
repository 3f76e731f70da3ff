import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll, findDialog, inputByLabel } from '../../../stories/helpers';
import { inArabic } from '../../../stories/languageStories';
import { POINT_TERMS } from '../points.fixtures';
import { ConvertDialog } from './ConvertDialog';

const TITLE = 'Convert points to main wallet';

/** §7 MCS2_convertPoint: the terms, the points, what they give before sending, the login password. */
const meta = {
  title: 'Points/ConvertDialog',
  component: ConvertDialog,
  args: {
    isOpen: true,
    terms: POINT_TERMS,
    currentPoints: 3_250,
    currencySymbol: '$',
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ConvertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member sees what the points give before anything is sent, then sends once with Enter. */
export const Converts: Story = {
  play: async ({ args, userEvent }) => {
    const scope = within(await findDialog(TITLE));
    await expect(scope.getByText('100 points make $1.00. The fewest points one conversion takes: 100.')).toBeVisible();
    await userEvent.type(inputByLabel(scope, 'Points to convert'), '250');
    await expect(scope.getByText('You get $2.50 for 250 points.')).toBeVisible();
    await userEvent.type(inputByLabel(scope, 'Login password'), 'Demo1234{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ points: 250, password: 'Demo1234' });
    await expectNoSideScroll();
  },
};

/** "Convert all" fills in every point held. */
export const ConvertAll: Story = {
  play: async ({ userEvent }) => {
    const scope = within(await findDialog(TITLE));
    await userEvent.click(scope.getByRole('button', { name: 'Convert all' }));
    await expect(inputByLabel(scope, 'Points to convert')).toHaveValue('3250');
    await expect(scope.getByText('You get $32.50 for 3,250 points.')).toBeVisible();
  },
};

/** Below the minimum, above what is held, or no password: nothing is sent. */
export const Checks: Story = {
  play: async ({ args, userEvent }) => {
    const scope = within(await findDialog(TITLE));
    const points = inputByLabel(scope, 'Points to convert');
    await userEvent.type(points, '50');
    await userEvent.click(scope.getByRole('button', { name: 'Convert' }));
    await expect(scope.getByText('Convert at least 100 points.')).toBeVisible();
    await expect(scope.getByText('Enter your login password.')).toBeVisible();
    await userEvent.clear(points);
    await userEvent.type(points, '5000');
    await expect(scope.getByText('You have only 3,250 points.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A refusal shows in the dialog and keeps what was typed. */
export const Refused: Story = {
  args: { errorMessage: 'The password is incorrect.' },
  play: async ({ userEvent }) => {
    const scope = within(await findDialog(TITLE));
    await userEvent.type(inputByLabel(scope, 'Points to convert'), '300');
    await expect(scope.getByRole('alert')).toHaveTextContent('The password is incorrect.');
    await expect(inputByLabel(scope, 'Points to convert')).toHaveValue('300');
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async () => {
    await expect(within(await findDialog(TITLE)).getByRole('button', { name: 'Convert' })).toBeDisabled();
  },
};

/** Fewer points than the minimum: no "Convert all", and the member is told why. */
export const TooFewPoints: Story = {
  args: { currentPoints: 40 },
  play: async ({ userEvent }) => {
    const scope = within(await findDialog(TITLE));
    await expect(scope.queryByRole('button', { name: 'Convert all' })).toBeNull();
    await userEvent.type(inputByLabel(scope, 'Points to convert'), '40');
    await userEvent.click(scope.getByRole('button', { name: 'Convert' }));
    await expect(scope.getByText('Convert at least 100 points.')).toBeVisible();
  },
};

export const CancelCloses: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(within(await findDialog(TITLE)).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Arabic: Story = inArabic({ dialog: 'تحويل النقاط إلى المحفظة الرئيسية' });
