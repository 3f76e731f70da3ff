import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll, findDialog } from '../../../stories/helpers';
import { INBOX_MESSAGES } from '../messages.fixtures';
import { Inbox } from './Inbox';
import { listStates } from '../../../stories/listStories';
import { inArabic } from '../../../stories/languageStories';

/** §2 messageV2: read and unread, paging, the message view, mark all read, delete where allowed. */
const meta = {
  title: 'Messages/Inbox',
  component: Inbox,
  args: {
    filter: 'all',
    onFilterChange: fn(),
    page: { items: INBOX_MESSAGES, page: 1, totalPages: 2 },
    onPageChange: fn(),
    onRetry: fn(),
    unreadCount: 2,
    onMarkAllRead: fn(),
    onOpen: fn(),
    openMessage: null,
    onClose: fn(),
    onDelete: fn(),
  },
  // visual-skip: the rows show their times in the machine's time zone, so a screenshot differs between machines.
  tags: ['visual-skip'],
} satisfies Meta<typeof Inbox>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listStates<Story>({ region: 'Inbox', none: { page: null }, loading: { unreadCount: null } });

/** Unread messages are marked; a row opens its message; the filter and the pager answer by keyboard. */
export const ReadAndUnread: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unread: 2')).toBeVisible();
    const rows = within(canvas.getByRole('list', { name: 'Your messages' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0] as HTMLElement).getByText('New')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).queryByText('New')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Your withdrawal was paid/ }));
    await expect(args.onOpen).toHaveBeenCalledWith('msg-1');
    canvas.getByRole('button', { name: 'Unread' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFilterChange).toHaveBeenCalledWith('unread');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await expectNoSideScroll();
  },
};

/** The server's HTML is shown sanitized: its markup stays, its script and handlers do not run. */
export const MessageOpen: Story = {
  args: { openMessage: INBOX_MESSAGES[1] ?? null },
  play: async ({ args, userEvent }) => {
    const dialog = within(await findDialog('Security reminder'));
    await expect(dialog.getByText('Never share your password.')).toBeVisible();
    await expect((window as { __inboxXss?: boolean }).__inboxXss).toBeUndefined();
    // The platform keeps this one: there is no delete.
    await expect(dialog.queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Back to messages' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Delete asks first, then sends once; keeping it sends nothing. */
export const Delete: Story = {
  args: { openMessage: INBOX_MESSAGES[0] ?? null },
  play: async ({ args, userEvent }) => {
    const dialog = within(await findDialog('Your withdrawal was paid'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(dialog.getByText('Delete this message? This cannot be undone.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith('msg-1');
  },
};

export const DeleteFailed: Story = {
  args: { openMessage: INBOX_MESSAGES[0] ?? null, errorMessage: 'This function is not enabled.' },
  play: async () => {
    const dialog = within(await findDialog('Your withdrawal was paid'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('This function is not enabled.');
  },
};

export const AllRead: Story = {
  args: { unreadCount: 0, page: { items: INBOX_MESSAGES.slice(2), page: 1, totalPages: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const EmptyUnread: Story = {
  args: { filter: 'unread', unreadCount: 0, page: { items: [], page: 1, totalPages: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No unread messages.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Loading: Story = states.Loading;

export const LoadFailed: Story = states.LoadFailed;

export const Arabic: Story = inArabic('تعليم الكل كمقروء');
