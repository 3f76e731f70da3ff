import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll, inputByLabel } from '../../../stories/helpers';
import { inArabic } from '../../../stories/languageStories';
import { WITHDRAW_CARDS, WITHDRAW_INFO } from '../withdraw.fixtures';
import { WithdrawPanel } from './WithdrawPanel';

/** §2 withdraw: the withdrawable amount and limits, a card, the amount and the payment password. */
const meta = {
  title: 'Withdraw/WithdrawPanel',
  component: WithdrawPanel,
  args: {
    info: WITHDRAW_INFO,
    cards: WITHDRAW_CARDS,
    currencySymbol: '¥',
    onWithdraw: fn(),
    onAddCard: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof WithdrawPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen in the scripts and lengths that break layouts (tests/visual/cases.ts `visual-languages`). */
export const Playground: Story = { tags: ['visual-languages'] };

/** The first card is chosen; another can be picked; Enter in the password sends everything once. */
export const Withdraw: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Withdrawable from main wallet: ¥12,345.67')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /5678/ }));
    await userEvent.type(inputByLabel(canvas, 'Amount'), '1,000.5');
    await userEvent.type(inputByLabel(canvas, 'Payment password'), '246802{Enter}');
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
    await expect(args.onWithdraw).toHaveBeenCalledWith({
      amountCents: 100_050,
      cardId: 'card-2',
      paymentPassword: '246802',
    });
    await expectNoSideScroll();
  },
};

/** Nothing is sent while the amount breaks a rule or the payment password is missing or not 6 digits. */
export const Checks: Story = {
  play: async ({ canvasElement, args, userEvent, step }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Withdraw' });
    await step('empty', async () => {
      await userEvent.click(submit);
      await expect(canvas.getByText('Enter an amount.')).toBeVisible();
      await expect(canvas.getByText('Enter your payment password.')).toBeVisible();
    });
    await step('below the minimum', async () => {
      await userEvent.type(inputByLabel(canvas, 'Amount'), '99.99');
      await userEvent.type(inputByLabel(canvas, 'Payment password'), '2468');
      await userEvent.click(submit);
      await expect(canvas.getByText('The smallest withdrawal is ¥100.00.')).toBeVisible();
      await expect(canvas.getByText('The payment password is 6 digits.')).toBeVisible();
    });
    await step('over the withdrawable amount', async () => {
      await userEvent.clear(inputByLabel(canvas, 'Amount'));
      await userEvent.type(inputByLabel(canvas, 'Amount'), '12345.68');
      await userEvent.click(submit);
      await expect(canvas.getByText('The amount is more than the ¥12,345.67 you can withdraw.')).toBeVisible();
    });
    await expect(args.onWithdraw).not.toHaveBeenCalled();
  },
};

/** "Withdraw all" fills in the most that may be asked for now (the withdrawable amount, capped by the maximum). */
export const WithdrawAll: Story = {
  args: { info: { ...WITHDRAW_INFO, limits: { ...WITHDRAW_INFO.limits, withdrawableCents: 9_000_000 } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw all' }));
    await expect(inputByLabel(canvas, 'Amount')).toHaveValue('50000.00');
  },
};

/** No card yet: the form asks for one first. */
export const NoCards: Story = {
  args: { cards: [] },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Add a bank card to withdraw to.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add bank card' }));
    await expect(args.onAddCard).toHaveBeenCalledTimes(1);
  },
};

export const NoPaymentPassword: Story = {
  args: { info: { ...WITHDRAW_INFO, hasPaymentPassword: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Set a payment password in my account before you withdraw.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  },
};

export const NothingToWithdraw: Story = {
  args: { info: { ...WITHDRAW_INFO, limits: { ...WITHDRAW_INFO.limits, withdrawableCents: 5_000 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('There is nothing to withdraw right now.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  },
};

export const Withdrawing: Story = {
  args: { isWithdrawing: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Withdraw' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

/** Accepted: the message shows the amount and the form is cleared, the password first of all. */
export const Withdrawn: Story = {
  args: { result: { id: 'WD00000007', amountCents: 100_050 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Withdrawal of ¥1,000.50 requested. It is reviewed, then paid to your card.',
    );
    await expect(inputByLabel(canvas, 'Payment password')).toHaveValue('');
  },
};

/** A refusal shows where the member looks; what they typed stays. */
export const WrongPassword: Story = {
  args: { errorMessage: 'The payment password is incorrect.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The payment password is incorrect.');
  },
};

/** A field shows one current message: the server's refusal goes once a local check fails or the member edits. */
export const StaleRefusalReplaced: Story = {
  args: { errorMessage: 'The payment password is incorrect.' },
  play: async ({ canvasElement, args, step, userEvent }) => {
    const canvas = within(canvasElement);
    await step('a new local check replaces the refusal', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
      await expect(canvas.getByText('Enter your payment password.')).toBeVisible();
      await expect(canvas.queryByText('The payment password is incorrect.')).not.toBeInTheDocument();
    });
    await step('typing a 2-digit password shows only "is 6 digits"', async () => {
      await userEvent.type(inputByLabel(canvas, 'Amount'), '200');
      await userEvent.type(inputByLabel(canvas, 'Payment password'), '24{Enter}');
      await expect(canvas.getByText('The payment password is 6 digits.')).toBeVisible();
      await expect(canvas.queryByText('The payment password is incorrect.')).not.toBeInTheDocument();
      await expect(inputByLabel(canvas, 'Amount')).toHaveValue('200');
    });
    await expect(args.onWithdraw).not.toHaveBeenCalled();
  },
};

/** Editing the payment password clears the refusal about it. */
export const RefusalClearsOnEdit: Story = {
  args: { errorMessage: 'The payment password is incorrect.' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(inputByLabel(canvas, 'Payment password'), '1');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { info: null, cards: null, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { info: null, cards: null, hasError: true, loadErrorKey: 'errors:malformed' },
  play: async ({ canvasElement, args, userEvent }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'We received an unexpected answer from the server.',
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Arabic: Story = inArabic('كلمة مرور الدفع');
