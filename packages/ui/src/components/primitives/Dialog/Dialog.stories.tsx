import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { fixedTokens } from '../../../theme/tokens';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog } from './Dialog';
import { closesWithCloseButton, expectNoSideScroll } from '../../../stories/helpers';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Change nickname',
    description: 'Other players see your nickname in the lobby and on the leaderboards.',
    trigger: <Button>Edit nickname</Button>,
    onOpenChange: fn(),
    children: (
      <>
        <TextField label="Nickname" defaultValue="LuckyTiger" />
        <Dialog.Footer>
          <Dialog.Close>
            <Button variant="secondary">Cancel</Button>
          </Dialog.Close>
          <Button>Save</Button>
        </Dialog.Footer>
      </>
    ),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  args: { isDefaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Change nickname' });
    await expect(dialog).toHaveAccessibleDescription(
      'Other players see your nickname in the lobby and on the leaderboards.',
    );
    await expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveValue('LuckyTiger');
    await expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit nickname' });
    await step('the trigger opens the dialog and the focus moves into it', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Change nickname' });
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    });
    await step('Escape closes it and the focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

export const ClosesWithTheCloseButton: Story = {
  play: closesWithCloseButton({ trigger: 'Edit nickname', close: 'Close' }),
};

export const FooterCancelCloses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit nickname' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const KeepsFocusInside: Story = {
  args: { isDefaultOpen: true },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Change nickname' });
    for (let i = 0; i < 5; i += 1) {
      await userEvent.keyboard('{Tab}');
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

export const FullScreenOnPhonesCentredAbove: Story = {
  args: { isDefaultOpen: true },
  play: async ({ step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Change nickname' });
    const rect = dialog.getBoundingClientRect();
    const save = screen.getByRole('button', { name: 'Save' }).getBoundingClientRect();
    const cancel = screen.getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    if (window.innerWidth < parseInt(fixedTokens.breakpoint.tablet, 10)) {
      await step(
        'below the tablet breakpoint: a full-screen sheet, actions stacked with the main one on top',
        async () => {
          await expect(rect.width).toBe(window.innerWidth);
          await expect(rect.height).toBe(window.innerHeight);
          await expect(save.bottom).toBeLessThanOrEqual(cancel.top);
        },
      );
    } else {
      await step(
        'from the tablet breakpoint up: a centred dialog, actions side by side, the main one last',
        async () => {
          await expect(rect.width).toBeLessThan(window.innerWidth);
          await expect(Math.abs(rect.left + rect.width / 2 - window.innerWidth / 2)).toBeLessThanOrEqual(1);
          await expect(Math.abs(rect.top + rect.height / 2 - window.innerHeight / 2)).toBeLessThanOrEqual(1);
          await expect(cancel.right).toBeLessThanOrEqual(save.left);
        },
      );
    }
  },
};

function ControlledDialog(props: { readonly onOpenChange: (isOpen: boolean) => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Withdraw</Button>
      <Dialog
        title="Confirm withdrawal"
        isOpen={isOpen}
        onOpenChange={(next) => {
          setIsOpen(next);
          props.onOpenChange(next);
        }}
      >
        <p>Withdraw 500.00 to the account ending 6789?</p>
        <Dialog.Footer>
          <Dialog.Close>
            <Button variant="secondary">Cancel</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog>
    </>
  );
}

export const ControlledReturnsFocusOnClose: Story = {
  render: (args) => <ControlledDialog onOpenChange={args.onOpenChange ?? (() => undefined)} />,
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Withdraw' });
    await userEvent.click(opener);
    await expect(await screen.findByRole('dialog', { name: 'Confirm withdrawal' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** A dialog that must be answered (a forced password change): no close button; Escape does not close it. */
export const NotDismissible: Story = {
  args: { isDefaultOpen: true, isDismissible: false, trigger: undefined },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Change nickname' });
    await expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    isDefaultOpen: true,
    title: 'Terms and conditions of the weekly reload bonus for slot and fishing games',
    description: undefined,
    children: (
      <>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            {`${i + 1}. The bonus is credited every Monday and must be wagered twenty times on eligible games within seven days; unclaimed bonuses expire.`}
          </p>
        ))}
        <Dialog.Footer>
          <Button>I agree</Button>
        </Dialog.Footer>
      </>
    ),
  },
  play: async () => {
    await screen.findByRole('dialog');
    // The actions stay in reach while the text scrolls.
    const agree = screen.getByRole('button', { name: 'I agree' }).getBoundingClientRect();
    await expect(agree.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expectNoSideScroll();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: {
    isDefaultOpen: true,
    title: 'تغيير الاسم المستعار',
    description: 'يرى اللاعبون الآخرون اسمك المستعار في الردهة.',
    children: <p>LuckyTiger</p>,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'تغيير الاسم المستعار' });
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    // The close button sits at the inline end: on the left in right-to-left text.
    const close = screen.getByRole('button', { name: 'إغلاق' }).getBoundingClientRect();
    const title = screen.getByRole('heading', { name: 'تغيير الاسم المستعار' }).getBoundingClientRect();
    await expect(close.right).toBeLessThanOrEqual(title.left);
  },
};
