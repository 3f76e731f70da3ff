import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Toaster, type ToastMessage } from './Toast';

const saved: ToastMessage = { id: 'saved', title: 'Profile saved' };
const deposit: ToastMessage = {
  id: 'deposit',
  title: 'Deposit received',
  description: '500.00 has been added to your main wallet.',
};
const failed: ToastMessage = {
  id: 'failed',
  tone: 'danger',
  title: 'Transfer failed',
  description: 'The game wallet is under maintenance. Try again later.',
};

const meta = {
  title: 'Primitives/Toast',
  component: Toaster,
  args: { toasts: [deposit], onDismiss: fn(), duration: Infinity },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const DismissesWithTheCloseButton: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // Radix renders toasts into their viewport once it has mounted (an effect): find, not get.
    await expect(await canvas.findByText('Deposit received')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('deposit');
  },
};

export const DismissesItselfAfterItsDuration: Story = {
  args: { toasts: [{ ...saved, duration: 300 }] },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Profile saved')).toBeVisible();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('saved'), { timeout: 3000 });
  },
};

export const WithAnAction: Story = {
  args: {
    toasts: [
      {
        ...failed,
        action: { label: 'Retry', altText: 'Retry the transfer from the wallet page', onAction: fn() },
      },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await expect(args.toasts[0]?.action?.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).toHaveBeenCalledWith('failed');
  },
};

export const Tones: Story = {
  args: {
    toasts: [saved, { id: 'maintenance', tone: 'warning', title: 'Slots maintenance at 02:00' }, failed],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Profile saved')).toBeVisible();
    await expect(canvas.getByText('Slots maintenance at 02:00')).toBeVisible();
    await expect(canvas.getByText('Transfer failed')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  },
};

function ToastDemo({ onDismiss }: { readonly onDismiss: (id: string) => void }) {
  const [toasts, setToasts] = useState<readonly ToastMessage[]>([]);
  return (
    <>
      <Button onClick={() => setToasts((list) => [...list, { ...saved, id: `saved-${list.length}` }])}>
        Save profile
      </Button>
      <Toaster
        toasts={toasts}
        duration={Infinity}
        onDismiss={(id) => {
          setToasts((list) => list.filter((toast) => toast.id !== id));
          onDismiss(id);
        }}
      />
    </>
  );
}

export const ShowsAndRemovesFromTheList: Story = {
  args: { toasts: [] },
  render: (args) => <ToastDemo onDismiss={args.onDismiss} />,
  play: async ({ canvas, userEvent, args, step }) => {
    await step('a new entry in the list shows a toast', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
      await expect(await canvas.findByText('Profile saved')).toBeVisible();
    });
    await step('dismissing it removes it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
      await expect(args.onDismiss).toHaveBeenCalledWith('saved-0');
      await waitFor(() => expect(canvas.queryByText('Profile saved')).not.toBeInTheDocument());
    });
  },
};

export const LongText: Story = {
  args: {
    toasts: [
      {
        id: 'long',
        title: 'Your withdrawal request has been submitted and is waiting for review by our finance team',
        description:
          'Withdrawals are usually processed within 30 minutes; during weekends and public holidays it may take up to 24 hours.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { toasts: [{ id: 'saved', title: 'تم حفظ الملف الشخصي' }] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByText('تم حفظ الملف الشخصي')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'إغلاق الإشعار' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('saved');
  },
};
