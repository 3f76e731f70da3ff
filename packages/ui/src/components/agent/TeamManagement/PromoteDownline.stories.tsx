import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PromoteDownline } from './PromoteDownline';

const meta = {
  title: 'Agent/PromoteDownline',
  component: PromoteDownline,
  args: { username: 'downline1', isSending: false, result: null, onConfirm: fn() },
} satisfies Meta<typeof PromoteDownline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** §6 nothing is sent until the agent has read what promoting means and confirmed it; Cancel goes back. */
export const AskFirst: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Promote to agent' }));
    const question = within(canvas.getByRole('group', { name: 'Promote downline1 to agent?' }));
    await expect(question.getByText(/will be able to have downlines of their own/)).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(question.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('group')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Promote to agent' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Promote' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Promoted: Story = {
  args: { result: { ok: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('downline1 is now an agent.');
  },
};

/** A refusal is said as an alert; the way to ask again stays. */
export const Refused: Story = {
  args: { result: { ok: false, messageKey: 'errors:functionNotEnabled' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).not.toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: 'Promote to agent' })).toBeEnabled();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getAllByRole('button')[0] as HTMLElement);
    await expect(within(canvasElement).getByRole('group')).toBeVisible();
  },
};
