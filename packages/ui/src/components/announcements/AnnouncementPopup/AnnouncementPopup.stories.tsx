import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { findDialog } from '../../../stories/helpers';
import { dismissesByButtonAndEscape } from '../../../stories/dialogStories';
import { demoPopups, longAnnouncement } from '../shared/announcements.fixtures';
import { AnnouncementPopup } from './AnnouncementPopup';

const meta = {
  title: 'Announcements/AnnouncementPopup',
  component: AnnouncementPopup,
  args: { isOpen: true, items: demoPopups, initialIndex: 0, hidesForSession: true, onClose: fn() },
} satisfies Meta<typeof AnnouncementPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog('Announcements');

export const Playground: Story = {};

export const EntryPopup: Story = {
  name: '§4 Entry popup: the first announcement, sanitized, with the session-close hint',
  play: async () => {
    const popup = await dialog();
    await expect(popup).toHaveAccessibleDescription(
      'Once closed, these announcements stay hidden for the rest of this visit.',
    );
    await expect(screen.getByRole('heading', { name: 'Welcome to Atrium' })).toBeVisible();
    await expect(screen.getByText('1 of 6')).toBeVisible();
    await expect(popup.querySelector('img[onerror]')).toBeNull();
    await expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

export const StepsBetweenAnnouncements: Story = {
  play: async ({ userEvent, step }) => {
    await dialog();
    await step('Next shows the second announcement', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      await expect(screen.getByRole('heading', { name: 'Scheduled maintenance' })).toBeVisible();
      await expect(screen.getByText('2 of 6')).toBeVisible();
    });
    await step('Previous goes back', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
      await expect(screen.getByRole('heading', { name: 'Welcome to Atrium' })).toBeVisible();
    });
  },
};

export const OpensAtIndex: Story = {
  name: '§2 Marquee: opens at the clicked notice, the last one has no Next',
  args: { initialIndex: 5, hidesForSession: false },
  play: async () => {
    const popup = await dialog();
    await expect(popup).not.toHaveAccessibleDescription();
    await expect(screen.getByRole('heading', { name: 'New payment method' })).toBeVisible();
    await expect(screen.getByText('6 of 6')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const SingleAnnouncement: Story = {
  args: { items: demoPopups.slice(0, 1) },
  play: async () => {
    await dialog();
    await expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await expect(screen.queryByText('1 of 1')).not.toBeInTheDocument();
  },
};

export const ClosesByButtonAndEscape: Story = {
  play: dismissesByButtonAndEscape({ button: 'OK', handler: 'onClose', buttonStep: 'the OK action' }),
};

export const LongText: Story = {
  args: { items: [longAnnouncement] },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: longAnnouncement.title })).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const popup = await screen.findByRole('dialog', { name: 'الإعلانات' });
    await expect(popup).toHaveAttribute('dir', 'rtl');
    await expect(screen.getByRole('button', { name: 'التالي' })).toBeEnabled();
  },
};
