import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText as text } from '../../../stories/i18n';
import { OfflineNotice } from './OfflineNotice';

const meta = {
  title: 'System/OfflineNotice',
  component: OfflineNotice,
  args: { isOffline: true },
  // Also screenshotted in light mode and right-to-left (tests/visual, docs/decisions/0005-visual-regression.md).
  tags: ['visual-light', 'visual-rtl'],
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Offline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text('OfflineNotice.message'));
  },
};

export const Online: Story = {
  args: { isOffline: false },
  play: async ({ canvas }) => {
    // The empty region stays in the page, so the message is announced when it appears.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement();
  },
};
