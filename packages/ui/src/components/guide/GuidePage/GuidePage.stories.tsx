import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { GUIDE_SECTIONS, GUIDE_SECTIONS_AR } from '../guide.fixtures';
import { GuidePage } from './GuidePage';

/** §2 Other screens: beginner guide. The sections as an accordion, numbered steps, each with its call to action. */
const meta = {
  title: 'Guide/GuidePage',
  component: GuidePage,
  args: {
    state: 'ready',
    sections: GUIDE_SECTIONS,
    openSection: null,
    onOpenSectionChange: fn(),
    onAction: fn(),
    isGuest: true,
    onRetry: fn(),
  },
} satisfies Meta<typeof GuidePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section closed: each names its step count; a click or Enter opens one; arrow keys move between them. */
export const Sections: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Beginner guide' })).toBeVisible();
    const triggers = canvas.getAllByRole('button', { expanded: false });
    await expect(triggers.map((b) => b.textContent)).toEqual([
      'Create your accountSteps: 2',
      'Make your first depositSteps: 3',
      'Install the appSteps: 1',
      'Stay safe and play responsiblySteps: 1',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: /Make your first deposit/ }));
    await expect(args.onOpenSectionChange).toHaveBeenLastCalledWith('deposit');
    canvas.getByRole('button', { name: /Create your account/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: /Make your first deposit/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: /Stay safe/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenSectionChange).toHaveBeenLastCalledWith('safety');
    await expectNoSideScroll();
  },
};

/** /guide#deposit: that section open with its numbered steps; its button leads to the deposit. */
export const OpenFromAddress: Story = {
  args: { openSection: 'deposit' },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Make your first deposit/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const region = canvas.getByRole('region', { name: /Make your first deposit/ });
    await expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => within(li).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Open Deposit', 'Pick a payment method', 'Enter the amount and confirm']);
    await userEvent.click(within(region).getByRole('button', { name: 'Deposit now' }));
    await expect(args.onAction).toHaveBeenCalledWith('deposit');
    // Pressing the open section's header closes it.
    await userEvent.click(trigger);
    await expect(args.onOpenSectionChange).toHaveBeenLastCalledWith(null);
    await expectNoSideScroll();
  },
};

/** The server's label wins over the client's text (download: "Install guides", which lead to /download). */
export const ServerLabel: Story = {
  args: { openSection: 'download' },
  play: async ({ canvasElement, args, userEvent }) => {
    const region = within(canvasElement).getByRole('region', { name: /Install the app/ });
    await userEvent.click(within(region).getByRole('button', { name: 'Install guides' }));
    await expect(args.onAction).toHaveBeenCalledWith('download');
  },
};

/** Server HTML is sanitized: the text stays; the script, the inline handler and the javascript: link do not. */
export const SanitizedStep: Story = {
  args: { openSection: 'safety' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: /Stay safe/ });
    await expect(region).toHaveTextContent('Never share your password or verification code');
    await expect(region.querySelector('script')).toBeNull();
    await expect(region.querySelector('[onerror]')).toBeNull();
    await expect(region.querySelector('a[href^="javascript"]')).toBeNull();
    await expect(region).toHaveTextContent('Learn more');
    await expect((window as { __guideHacked?: boolean }).__guideHacked).toBeUndefined();
  },
};

/** A member already has an account: the registration section keeps its steps, without the register button. */
export const Member: Story = {
  args: { openSection: 'register', isGuest: false },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: /Create your account/ });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { state: 'loading', sections: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading the guide' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { sections: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The guide is not available yet. Please check back soon.'),
    ).toBeVisible();
  },
};

/** A failed or malformed answer: the message and a retry, never a blank page. */
export const ErrorWithRetry: Story = {
  args: { state: 'error', sections: [], errorMessageKey: 'errors:malformed' },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Arabic: right to left, the icons at the start and the chevrons at the end mirrored; nothing scrolls sideways. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { sections: GUIDE_SECTIONS_AR, openSection: 'deposit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'دليل المبتدئين' })).toBeVisible();
    const region = canvas.getByRole('region', { name: /قم بأول إيداع/ });
    await expect(within(region).getByRole('button', { name: 'أودِع الآن' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /أنشئ حسابك/ })).toHaveTextContent('عدد الخطوات: 2');
    await expectNoSideScroll();
  },
};

/** Chinese: the client's texts in Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { openSection: 'deposit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '新手指南' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '立即存款' })).toBeVisible();
  },
};

/** At 360 px by touch: the open section's steps wrap, its button stays inside the page. */
export const Phone: Story = {
  args: { openSection: 'safety' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Get help' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(window.innerWidth).toBeLessThanOrEqual(400);
    await expectNoSideScroll();
  },
};
