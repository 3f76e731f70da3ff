import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UpdateNotice } from './UpdateNotice';

const meta = {
  title: 'System/UpdateNotice',
  component: UpdateNotice,
  args: { onReload: fn() },
} satisfies Meta<typeof UpdateNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new deploy is waiting: the player may reload now (otherwise the app reloads at the next safe page change). */
export const Ready: Story = {};
