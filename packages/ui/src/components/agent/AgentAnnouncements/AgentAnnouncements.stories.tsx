import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { expectFirstNoticePage, pagedRender } from '../../../stories/pagedStories';
import { inArabic } from '../../../stories/languageStories';
import { listStates } from '../../../stories/listStories';
import { demoNotices, longAnnouncement, noticePage } from '../../announcements/shared/announcements.fixtures';
import { AgentAnnouncements } from './AgentAnnouncements';

const first = noticePage(1);

const meta = {
  title: 'Agent/AgentAnnouncements',
  component: AgentAnnouncements,
  args: {
    status: 'ready',
    notices: first.notices,
    page: 1,
    totalPages: first.totalPages,
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AgentAnnouncements>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  args: { notices: [], totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no announcements at the moment.')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** §8: the failure in words, with a retry. */
export const LoadError: Story = listStates<Story>({
  none: {},
  failed: { status: 'error', errorKey: 'errors:server' },
  failedKey: 'errors:server',
}).LoadError;

export const SanitizedNotices: Story = {
  name: '§2 agentAnnouncement: title, time and sanitized content, 9 a page',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Announcements for agents' });
    await expectFirstNoticePage(list, demoNotices[0], 3);
  },
};

export const PagesThrough: Story = {
  name: '§9 the pager moves between pages of notices',
  render: pagedRender(AgentAnnouncements, noticePage),
  play: async ({ canvas, args, userEvent }) => {
    const pager = canvas.getByRole('navigation', { name: 'Announcement pages' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    const second = noticePage(2).notices[0];
    if (!second) throw new Error('fixture');
    await expect(await canvas.findByRole('heading', { name: second.title })).toBeVisible();
  },
};

export const LongText: Story = {
  args: { notices: [longAnnouncement], totalPages: 1 },
  play: async () => {
    await expectNoSideScroll();
  },
};

export const Rtl: Story = inArabic({ role: 'list', name: 'إعلانات الوكلاء' });
