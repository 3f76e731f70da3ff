import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { demoHelp, demoHelpChinese } from '../shared/announcements.fixtures';
import { HelpDialog } from './HelpDialog';
import { closesOnEscape, findDialog } from '../../../stories/helpers';
import { listStates } from '../../../stories/listStories';

const meta = {
  title: 'Announcements/HelpDialog',
  component: HelpDialog,
  args: {
    isOpen: true,
    onClose: fn(),
    status: 'ready',
    entries: demoHelp,
    selectedId: 'deposit',
    onSelect: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof HelpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog('Help');

export const Playground: Story = {};

export const OpensAtTerm: Story = {
  name: '§2 /help#deposit opens the help popup at that item',
  play: async () => {
    const help = within(await dialog());
    await expect(help.getByRole('heading', { level: 2, name: 'How to deposit' })).toBeVisible();
    await expect(help.getByRole('button', { name: 'How to deposit' })).toHaveAttribute('aria-current', 'true');
    await expect(help.getByRole('navigation', { name: 'Help topics' })).toBeVisible();
  },
};

export const UnknownTermOpensFirst: Story = {
  args: { selectedId: 'no-such-term' },
  play: async () => {
    await expect(within(await dialog()).getByRole('heading', { level: 2, name: 'About us' })).toBeVisible();
  },
};

export const SanitizesContent: Story = {
  name: 'Server HTML goes through SafeHtml (no script, handler or javascript: link)',
  args: { selectedId: 'faq-bonus' },
  play: async () => {
    const help = await dialog();
    await expect(within(help).getByRole('heading', { level: 2, name: 'How do bonuses work?' })).toBeVisible();
    await expect(help.innerHTML).not.toMatch(/onerror|<script|javascript:|onclick/);
  },
};

export const ChoosesTopic: Story = {
  render: function Render(args) {
    const [selectedId, setSelectedId] = useState<string | null>(args.selectedId);
    return (
      <HelpDialog
        {...args}
        selectedId={selectedId}
        onSelect={(id) => {
          setSelectedId(id);
          args.onSelect(id);
        }}
      />
    );
  },
  play: async ({ args, userEvent }) => {
    const help = within(await dialog());
    await userEvent.click(help.getByRole('button', { name: 'How to withdraw' }));
    await expect(args.onSelect).toHaveBeenCalledWith('withdraw');
    await expect(help.getByRole('heading', { level: 2, name: 'How to withdraw' })).toBeVisible();
    await expect(help.getByRole('table')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', entries: [] },
  play: async () => {
    await expect(within(await dialog()).getByRole('status', { name: 'Loading help' })).toBeVisible();
  },
};

const states = listStates<Story>({
  inside: dialog,
  none: { entries: [] },
  failed: { status: 'error' },
  failedSays: 'The help centre could not be loaded.',
  empty: { args: { entries: [] }, says: 'There is no help content yet.' },
});

export const Empty: Story = states.Empty;

export const LoadError: Story = states.LoadError;

export const ClosesWithEscape: Story = {
  play: closesOnEscape(dialog, 'onClose'),
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { entries: demoHelpChinese, selectedId: 'about' },
  play: async () => {
    await expect(
      within(await screen.findByRole('dialog', { name: '帮助' })).getByRole('heading', { level: 2, name: '关于我们' }),
    ).toBeVisible();
  },
};
