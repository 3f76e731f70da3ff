import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { closesOnEscape, findDialog, retriesFromAlert } from '../../../stories/helpers';
import { inArabic } from '../../../stories/languageStories';
import { expectFirstNoticePage, pagedRender } from '../../../stories/pagedStories';
import { demoNotices, noticePage } from '../shared/announcements.fixtures';
import { NoticeListDialog } from './NoticeListDialog';

const first = noticePage(1);

const meta = {
  title: 'Announcements/NoticeListDialog',
  component: NoticeListDialog,
  args: {
    isOpen: true,
    onClose: fn(),
    status: 'ready',
    notices: first.notices,
    page: 1,
    totalPages: first.totalPages,
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof NoticeListDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog('Notices');

export const Playground: Story = {};

export const FirstPage: Story = {
  name: '§9 Notices: 9 per page with title, time and sanitized content',
  play: async () => {
    const list = within(await dialog()).getByRole('list', { name: 'Notices, page 1 of 3' });
    await expectFirstNoticePage(list, demoNotices[0]);
  },
};

export const PagesThroughNotices: Story = {
  name: '§9 Notices: the pager (5 links, margin 1) moves between pages',
  render: pagedRender(NoticeListDialog, noticePage),
  play: async ({ args, userEvent, step }) => {
    const pager = within(await dialog()).getByRole('navigation', { name: 'Notice pages' });
    await step('page 3 shows the last 5 notices', async () => {
      await userEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
      await expect(args.onPageChange).toHaveBeenCalledWith(3);
      const list = await screen.findByRole('list', { name: 'Notices, page 3 of 3' });
      await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    });
  },
};

export const Loading: Story = {
  args: { status: 'loading', notices: [] },
  play: async () => {
    await expect(within(await dialog()).getByRole('status', { name: 'Loading notices' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { notices: [], totalPages: 0 },
  play: async () => {
    await expect(within(await dialog()).getByText('There are no notices.')).toBeVisible();
    await expect(screen.queryByRole('navigation', { name: 'Notice pages' })).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', notices: [] },
  play: retriesFromAlert('The notices could not be loaded.', dialog),
};

export const ClosesWithEscape: Story = {
  play: closesOnEscape(dialog, 'onClose'),
};

export const Rtl: Story = inArabic({ dialog: 'الإشعارات' });
