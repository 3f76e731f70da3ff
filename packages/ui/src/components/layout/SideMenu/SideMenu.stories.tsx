import { useState } from 'react';
import { DEFAULT_SEED, seedAnnouncements } from '@atrium/api/demo';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { Mode } from '../../../theme/tokens';
import {
  ANDROID_DOWNLOAD_URL,
  IOS_DOWNLOAD_URL,
  LANGUAGES,
  guestItems,
  manyPromotionsFrom,
  memberItems,
  minimalItems,
} from './SideMenu.fixtures';
import { SideMenu, type SideMenuProps } from './SideMenu';
import { atViewport, layoutViewportParameters } from '../Header/storyViewports';

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
const demoPromotions = seedAnnouncements(DEFAULT_SEED, NOW).promotions.map(({ id, title }) => ({ id, title }));
const manyPromotions = manyPromotionsFrom(demoPromotions);

const meta = {
  title: 'Layout/SideMenu',
  parameters: layoutViewportParameters,
  // Phones first: tested at 360 px wide.
  globals: atViewport('phone360'),
  component: SideMenu,
  args: {
    items: memberItems,
    activeItem: 'home',
    promotions: demoPromotions,
    iosDownloadUrl: IOS_DOWNLOAD_URL,
    androidDownloadUrl: ANDROID_DOWNLOAD_URL,
    languages: LANGUAGES,
    language: 'en',
    onLanguageChange: fn(),
    mode: 'dark',
    onModeChange: fn(),
    onOpenSupport: fn(),
    onOpenChatRoom: fn(),
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the mode and language the callbacks report, as the app does. */
function Stateful(args: SideMenuProps) {
  const [mode, setMode] = useState<Mode>(args.mode);
  const [language, setLanguage] = useState(args.language);
  return (
    <SideMenu
      {...args}
      mode={mode}
      language={language}
      onModeChange={(next) => {
        setMode(next);
        args.onModeChange(next);
      }}
      onLanguageChange={(next) => {
        setLanguage(next);
        args.onLanguageChange(next);
      }}
    />
  );
}

const noHorizontalOverflow = async (element: HTMLElement) => {
  const root = element.ownerDocument.documentElement;
  await expect(root.clientWidth).toBeLessThanOrEqual(360); // tested on a phone
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

/** The screen in the scripts and lengths that break layouts (tests/visual/cases.ts `visual-languages`). */
export const Playground: Story = { tags: ['visual-languages'] };

export const Guest: Story = {
  args: { items: guestItems, activeItem: null },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Side menu' });
    // The entries are the first list (the seed also has a promotion called "Refer a friend").
    const entries = within(within(nav).getAllByRole('list')[0] as HTMLElement);
    await expect(entries.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(entries.getByRole('button', { name: 'Chat room' })).toBeVisible();
    // §2 "refer a friend (if referral available)": a guest has no referral offer.
    await expect(entries.queryByRole('link', { name: 'Refer a friend' })).not.toBeInTheDocument();
    await expect(within(nav).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  },
};

export const Member: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('§2 every entry shows, in order, the current page marked', async () => {
      const entries = canvas
        .getAllByRole('listitem')
        .slice(0, 8)
        .map((item) => item.textContent);
      await expect(entries).toEqual([
        'Home',
        'Rewards',
        'VIP',
        'Manual rebate',
        'Live show',
        'Refer a friend',
        'Chat room',
        'Tasks',
      ]);
      await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/member?tab=rewardCenter');
      await expect(canvas.getByRole('link', { name: 'VIP' })).toHaveAttribute('href', '/member?tab=securityCenter');
      await expect(canvas.getByRole('link', { name: 'Live show' })).toHaveAttribute('href', '/streamView');
      await expect(canvas.getByRole('link', { name: 'Tasks' })).toHaveAttribute('href', '/task');
    });
    await step('the chat room is launched by the app', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Chat room' }));
      await expect(args.onOpenChatRoom).toHaveBeenCalledTimes(1);
    });
    await step('the promotions link to their page, plus see-more', async () => {
      const promotions = canvas.getByRole('list', { name: 'Promotions' });
      await expect(within(promotions).getByRole('link', { name: 'Daily rebate' })).toHaveAttribute(
        'href',
        '/promotions#PR-202',
      );
      await expect(canvas.getByRole('link', { name: 'See all promotions' })).toHaveAttribute('href', '/promotions');
    });
    await step('the download group shows both QR codes with the links the app gave', async () => {
      await expect(canvas.getByRole('img', { name: 'QR code to download the iOS app' })).toBeVisible();
      await expect(canvas.getByRole('img', { name: 'QR code to download the Android app' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'iOS' })).toHaveAttribute('href', IOS_DOWNLOAD_URL);
      await expect(canvas.getByRole('link', { name: 'Android' })).toHaveAttribute('href', ANDROID_DOWNLOAD_URL);
    });
  },
};

export const MinimalFlags: Story = {
  args: { items: minimalItems, promotions: [], iosDownloadUrl: undefined, androidDownloadUrl: undefined },
  play: async ({ canvas }) => {
    for (const name of ['Manual rebate', 'Refer a friend', 'Tasks']) {
      await expect(canvas.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    await expect(canvas.queryByRole('button', { name: 'Chat room' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'See all promotions' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Download the app')).not.toBeInTheDocument();
    for (const name of ['Home', 'Rewards', 'VIP', 'Live show']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Customer service' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Language/ })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
  },
};

export const ManyPromotions: Story = {
  args: { promotions: manyPromotions },
  play: async ({ canvas }) => {
    const promotions = canvas.getByRole('list', { name: 'Promotions' });
    // §9 "Side menu promotions up to 6".
    await expect(within(promotions).getAllByRole('link')).toHaveLength(6);
    await expect(within(promotions).getByRole('link', { name: manyPromotions[5]?.title })).toBeVisible();
    await expect(within(promotions).queryByRole('link', { name: manyPromotions[6]?.title })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'See all promotions' })).toHaveAttribute('href', '/promotions');
  },
};

export const SwitchesTheme: Story = {
  render: Stateful,
  play: async ({ canvas, userEvent, args, step }) => {
    const toggle = canvas.getByRole('switch', { name: 'Dark mode' });
    await step('dark mode is on', async () => {
      await expect(toggle).toBeChecked();
    });
    await step('a click switches to light', async () => {
      await userEvent.click(toggle);
      await expect(args.onModeChange).toHaveBeenLastCalledWith('light');
      await expect(toggle).not.toBeChecked();
    });
    await step('Space switches back to dark', async () => {
      await userEvent.keyboard(' ');
      await expect(args.onModeChange).toHaveBeenLastCalledWith('dark');
      await expect(toggle).toBeChecked();
    });
  },
};

export const ChangesLanguage: Story = {
  render: Stateful,
  play: async ({ canvas, userEvent, args, step }) => {
    const select = canvas.getByRole('button', { name: /^Language/ });
    await step('the current language shows by its own name', async () => {
      await expect(select).toHaveTextContent('English');
    });
    await step('choosing another calls back with its tag', async () => {
      await userEvent.click(select);
      await userEvent.click(await screen.findByRole('option', { name: /^العربية/ }));
      await expect(args.onLanguageChange).toHaveBeenLastCalledWith('ar');
      await waitFor(() => expect(select).toHaveTextContent('العربية'));
    });
  },
};

export const OpensSupport: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const button = canvas.getByRole('button', { name: 'Customer service' });
    await step('a click asks the app to open customer service', async () => {
      await userEvent.click(button);
      await expect(args.onOpenSupport).toHaveBeenCalledTimes(1);
    });
    await step('Enter on the focused button does too', async () => {
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onOpenSupport).toHaveBeenCalledTimes(2);
    });
  },
};

export const LongText: Story = {
  args: {
    promotions: [
      {
        id: 'long',
        title:
          'Mega welcome package with a 200% first-deposit match, fifty free spins and weekly cashback for new members',
      },
      { id: 'word', title: 'Supercalifragilisticexpialidocious-jackpot-extravaganza-weekend' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: /Mega welcome package/ })).toBeVisible();
    await noHorizontalOverflow(canvasElement);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { language: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'القائمة الجانبية' });
    await expect(within(nav).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'خدمة العملاء' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'الوضع الداكن' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /^اللغة/ })).toHaveTextContent('العربية');
    await noHorizontalOverflow(canvasElement);
  },
};
