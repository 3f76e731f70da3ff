import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { inArabic } from '../../../stories/languageStories';
import { listStates } from '../../../stories/listStories';
import { demoHelp } from '../shared/announcements.fixtures';
import { HelpCentrePage } from './HelpCentrePage';

const meta = {
  title: 'Announcements/HelpCentrePage',
  component: HelpCentrePage,
  args: { status: 'ready', entries: demoHelp, selectedId: null, onSelect: fn(), onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HelpCentrePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TopicsAndContent: Story = {
  name: '§2 /helpmc: the help centre lists the topics and shows the first',
  render: function Render(args) {
    const [selectedId, setSelectedId] = useState<string | null>(args.selectedId);
    return <HelpCentrePage {...args} selectedId={selectedId} onSelect={setSelectedId} />;
  },
  play: async ({ canvas, userEvent, step }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'About us' })).toBeVisible();
    await step('a nested topic opens by keyboard', async () => {
      canvas.getByRole('button', { name: 'I forgot my password' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('heading', { level: 2, name: 'I forgot my password' })).toBeVisible();
    });
  },
};

export const Loading: Story = {
  args: { status: 'loading', entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading help' })).toBeVisible();
  },
};

export const LoadError: Story = listStates<Story>({ none: { entries: [] }, failed: { status: 'error' } }).LoadError;

export const Rtl: Story = inArabic({ role: 'heading', level: 1, name: 'مركز المساعدة' });

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Help topics' })).toBeVisible();
  },
};
