import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as baseUserEvent, waitFor, within } from 'storybook/test';
import { expectNoSideScroll, findDialog, inputByLabel } from '../../../stories/helpers';
import { bigPngFile, DISBURSED_AT_AUTO, gifFile, pngFile, renamedGifFile } from '../withdraw.fixtures';
import { ReceiptDialog } from './ReceiptDialog';

/** §4 withdrawal confirmation: received, not received with proof, partially received; §5 proof uploads. */
const meta = {
  title: 'Withdraw/ReceiptDialog',
  component: ReceiptDialog,
  args: {
    isOpen: true,
    disbursedCents: 100_000,
    currencySymbol: '¥',
    autoConfirmMinutes: 30,
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ReceiptDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picker filters by `accept` for real users; these stories hand it anything, as a drag or a renamed file can. */
const anyFile = baseUserEvent.setup({ applyAccept: false });

const fileInput = (dialog: HTMLElement) => {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

export const Playground: Story = {};

/** §4 "No confirmation within a configured number of minutes counts as received; forced receipt means … not refunded". */
export const ForcedReceiptExplained: Story = {
  play: async () => {
    const dialog = await findDialog('Confirm receipt');
    await expect(dialog).toHaveTextContent('¥1,000.00 was paid out to your card. Did it arrive?');
    await expect(dialog).toHaveTextContent(
      'If you do not answer within 30 minutes of the payout, it counts as received. A receipt counted this way is final: nothing is refunded.',
    );
  },
};

export const WithDeadline: Story = {
  args: { autoConfirmAt: DISBURSED_AT_AUTO },
  // visual-skip: the deadline is shown in the machine's time zone, so a screenshot differs between machines.
  tags: ['visual-skip'],
  play: async () => {
    await expect(await findDialog('Confirm receipt')).toHaveTextContent(
      /Answer by .+\. After that it counts as received/,
    );
  },
};

export const NoAutoConfirm: Story = {
  args: { autoConfirmMinutes: null },
  play: async () => {
    await expect(await findDialog('Confirm receipt')).not.toHaveTextContent('counts as received');
  },
};

/** "Received" is final and refunds nothing (§4), so no answer is chosen until the player chooses one. */
export const NoAnswerUntilChosen: Story = {
  play: async ({ args, step, userEvent }) => {
    const scope = within(await findDialog('Confirm receipt'));
    await step('§4 no answer is pre-selected', async () => {
      for (const name of ['Received', 'Not received', 'Partly received']) {
        await expect(scope.getByRole('radio', { name })).not.toBeChecked();
      }
    });
    await step('sending without an answer is refused with a message', async () => {
      await userEvent.click(scope.getByRole('button', { name: 'Send answer' }));
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(
        await scope.findByText('Choose an answer: received, not received or partly received.'),
      ).toBeVisible();
    });
    await step('choosing an answer clears the message', async () => {
      await userEvent.click(scope.getByRole('radio', { name: 'Not received' }));
      await expect(scope.queryByText(/Choose an answer/)).not.toBeInTheDocument();
    });
  },
};

export const Received: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog('Confirm receipt');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Received' }));
    await expect(within(dialog).getByRole('radio', { name: 'Received' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ answer: 'received', proofs: [] });
  },
};

/** Not received needs a proof; a good png is previewed, can be removed, and is handed over as the file. */
export const NotReceivedWithProof: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog('Confirm receipt');
    const scope = within(dialog);
    await userEvent.click(scope.getByRole('radio', { name: 'Not received' }));
    await userEvent.click(scope.getByRole('button', { name: 'Send answer' }));
    await expect(scope.getByRole('alert')).toHaveTextContent('Add at least one image of your bank statement.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const proof = pngFile('statement.png');
    const extra = pngFile('second.png');
    await userEvent.upload(fileInput(dialog), [proof, extra]);
    await expect(await scope.findByRole('img', { name: 'Proof image statement.png' })).toBeVisible();
    await userEvent.click(scope.getByRole('button', { name: 'Remove second.png' }));
    await waitFor(() => expect(scope.queryByRole('img', { name: 'Proof image second.png' })).not.toBeInTheDocument());
    await userEvent.click(scope.getByRole('button', { name: 'Send answer' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ answer: 'notReceived', proofs: [proof] });
    await expectNoSideScroll();
  },
};

/** §5 png or jpg, 5 MB each, at most 3: each refusal is explained next to the picker. */
export const RefusesBadImages: Story = {
  play: async ({ userEvent }) => {
    const dialog = await findDialog('Confirm receipt');
    const scope = within(dialog);
    await userEvent.click(scope.getByRole('radio', { name: 'Not received' }));
    await anyFile.upload(fileInput(dialog), [gifFile(), renamedGifFile(), bigPngFile()]);
    const alert = scope.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('photo.gif is not a png or jpg image.'));
    await expect(alert).toHaveTextContent('renamed.png is not really a png or jpg image.');
    await expect(alert).toHaveTextContent('huge.png is larger than 5 MB.');
    await expect(scope.queryByRole('img')).not.toBeInTheDocument();
    await anyFile.upload(fileInput(dialog), [pngFile('1.png'), pngFile('2.png'), pngFile('3.png'), pngFile('4.png')]);
    await waitFor(() => expect(alert).toHaveTextContent('At most 3 images: the rest were not added.'));
    await expect(scope.getAllByRole('img')).toHaveLength(3);
    await expect(scope.getByRole('button', { name: 'Add image' })).toBeDisabled();
  },
};

/** Partially received: the remainder follows the amount received; both must add up to the amount paid out. */
export const PartiallyReceived: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog('Confirm receipt');
    const scope = within(dialog);
    await userEvent.click(scope.getByRole('radio', { name: 'Partly received' }));
    await expect(scope.getByText('Proof images (optional)')).toBeVisible();
    await userEvent.type(inputByLabel(scope, 'Amount received'), '600');
    await expect(inputByLabel(scope, 'Amount not received')).toHaveValue('400.00');
    await userEvent.clear(inputByLabel(scope, 'Amount not received'));
    await userEvent.type(inputByLabel(scope, 'Amount not received'), '300');
    await userEvent.click(scope.getByRole('button', { name: 'Send answer' }));
    await expect(scope.getByText('Received and not received must add up to ¥1,000.00.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(inputByLabel(scope, 'Amount not received'));
    await userEvent.type(inputByLabel(scope, 'Amount not received'), '400');
    await userEvent.click(scope.getByRole('button', { name: 'Send answer' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      answer: 'partiallyReceived',
      receivedCents: 60_000,
      remainingCents: 40_000,
      proofs: [],
    });
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async () => {
    const button = within(await findDialog('Confirm receipt')).getByRole('button', { name: 'Send answer' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

/** A refusal keeps the answer the player gave. */
export const AnswerClosed: Story = {
  args: { errorMessage: 'The time to answer for this withdrawal is over: it counts as received.' },
  play: async () => {
    await expect(within(await findDialog('Confirm receipt')).getByRole('alert')).toHaveTextContent(
      'The time to answer for this withdrawal is over',
    );
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ args, userEvent }) => {
    await findDialog('Confirm receipt');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ userEvent }) => {
    const dialog = await findDialog('تأكيد الاستلام');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'استلام جزئي' }));
    await expect(within(dialog).getByText('صور الإثبات (اختياري)')).toBeVisible();
    await expectNoSideScroll();
  },
};
