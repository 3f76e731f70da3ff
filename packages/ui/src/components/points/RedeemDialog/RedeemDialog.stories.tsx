import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll, findDialog, inputByLabel } from '../../../stories/helpers';
import { inArabic } from '../../../stories/languageStories';
import { POINT_GOODS } from '../points.fixtures';
import { RedeemDialog } from './RedeemDialog';

const SCARF = POINT_GOODS[1] as (typeof POINT_GOODS)[number];
const CASH = POINT_GOODS[0] as (typeof POINT_GOODS)[number];

/** §7 MCS2_redeemPointReward: quantity, delivery address where the good ships, the cost, the login password. */
const meta = {
  title: 'Points/RedeemDialog',
  component: RedeemDialog,
  args: { good: SCARF, currentPoints: 3_250, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof RedeemDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A good that ships: quantity, address and password, the cost shown before sending. */
export const RedeemsGoods: Story = {
  play: async ({ args, userEvent }) => {
    const scope = within(await findDialog('Redeem Team scarf'));
    await expect(scope.getByText('Uses 1,000 of your 3,250 points.')).toBeVisible();
    const quantity = inputByLabel(scope, 'Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await expect(scope.getByText('Uses 2,000 of your 3,250 points.')).toBeVisible();
    await userEvent.type(inputByLabel(scope, 'Delivery address'), ' 1 Harbour Road, Manila ');
    await userEvent.type(inputByLabel(scope, 'Login password'), 'Demo1234{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      goodId: 'rw-scarf',
      quantity: 2,
      address: '1 Harbour Road, Manila',
      password: 'Demo1234',
    });
    await expectNoSideScroll();
  },
};

/** A cash reward asks for no address. */
export const RedeemsCash: Story = {
  args: { good: CASH },
  play: async ({ args, userEvent }) => {
    const scope = within(await findDialog('Redeem 5.00 bonus cash'));
    await expect(scope.queryByLabelText(/Delivery address/)).toBeNull();
    await userEvent.type(inputByLabel(scope, 'Login password'), 'Demo1234{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ goodId: 'rw-cash-5', quantity: 1, password: 'Demo1234' });
  },
};

/** More than is left, more than the points allow, no address, no password: nothing is sent. */
export const Checks: Story = {
  args: { currentPoints: 2_500 },
  play: async ({ args, userEvent }) => {
    const scope = within(await findDialog('Redeem Team scarf'));
    const quantity = inputByLabel(scope, 'Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    await userEvent.click(scope.getByRole('button', { name: 'Redeem' }));
    await expect(scope.getByText('Only 3 left.')).toBeVisible();
    await expect(scope.getByText('Enter the delivery address.')).toBeVisible();
    await expect(scope.getByText('Enter your login password.')).toBeVisible();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await expect(scope.getByText('You have only 2,500 points.')).toBeVisible();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await expect(scope.getByText('Enter a whole quantity of at least 1.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { errorMessage: 'The password is incorrect.' },
  play: async ({ userEvent }) => {
    const scope = within(await findDialog('Redeem Team scarf'));
    await userEvent.type(inputByLabel(scope, 'Delivery address'), 'Harbour Road');
    await expect(scope.getByRole('alert')).toHaveTextContent('The password is incorrect.');
    await expect(inputByLabel(scope, 'Delivery address')).toHaveValue('Harbour Road');
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async () => {
    await expect(within(await findDialog('Redeem Team scarf')).getByRole('button', { name: 'Redeem' })).toBeDisabled();
  },
};

export const CancelCloses: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(within(await findDialog('Redeem Team scarf')).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Arabic: Story = inArabic({ dialog: 'استبدال Team scarf' });
