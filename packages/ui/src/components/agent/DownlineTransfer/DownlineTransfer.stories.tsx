import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { inArabic } from '../../../stories/languageStories';
import { DownlineTransfer } from './DownlineTransfer';

const meta = {
  title: 'Agent/DownlineTransfer',
  component: DownlineTransfer,
  args: { username: 'teamdown1a', balanceCents: 100_000, currencySymbol: '$', onTransfer: fn() },
} satisfies Meta<typeof DownlineTransfer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  name: '§1 transfer to a downline: the amount within the balance and the payment password, sent as cents',
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '2000');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(args.onTransfer).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: /Amount/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '12.34');
    await userEvent.type(canvas.getByLabelText(/Payment password/), '246802');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(args.onTransfer).toHaveBeenCalledWith({ amountCents: 1_234, paymentPassword: '246802' });
    await expectNoSideScroll();
  },
};

export const Sent: Story = {
  args: { result: { id: 't-1', amountCents: 1_234 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('$12.34 was sent to teamdown1a.');
  },
};

export const Refused: Story = {
  args: { errorMessage: 'The payment password is incorrect.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The payment password is incorrect.');
  },
};

export const RightToLeft: Story = inArabic({ role: 'button', name: 'تحويل' });
