import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { expectNoSideScroll, findDialog } from '../../../stories/helpers';
import { storyText as text } from '../../../stories/i18n';
import { DownloadPage } from './DownloadPage';

const LINKS = {
  ios: 'https://apps.atrium.example/ios?lang=EN&token=demo-token',
  android: 'https://apps.atrium.example/android.apk',
  lite: 'https://lite.atrium.example/',
};

const meta = {
  title: 'Download/DownloadPage',
  component: DownloadPage,
  tags: ['visual-light', 'visual-rtl'],
  args: { links: LINKS, welcomeBonusUpTo: '131K' },
} satisfies Meta<typeof DownloadPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Plays find the page's parts by the catalog's text in the story's language: the stage also shoots it in Arabic.
const qrCodes = ['iosQr', 'androidQr', 'liteQr'] as const;
const qrNamed = (name: string) => qrCodes.some((key) => text(`DownloadPage.${key}`) === name);

export const ThreeApps: Story = {
  play: async ({ canvas, step }) => {
    await step('§1 a QR code for iOS, Android and the lite app, each with its link', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: text('DownloadPage.title') })).toBeVisible();
      await expect(canvas.getAllByRole('img', { name: qrNamed })).toHaveLength(3);
      await expect(canvas.getByRole('link', { name: text('DownloadPage.iosLink') })).toHaveAttribute('href', LINKS.ios);
      await expect(canvas.getByRole('link', { name: text('DownloadPage.androidLink') })).toHaveAttribute(
        'href',
        LINKS.android,
      );
      await expect(canvas.getByRole('link', { name: text('DownloadPage.liteLink') })).toHaveAttribute(
        'href',
        LINKS.lite,
      );
    });
    await step('§9 the QR codes are drawn at size 800 with the margin of 20', async () => {
      const qr = canvas.getByRole('img', { name: text('DownloadPage.iosQr') });
      await expect(qr).toHaveAttribute('viewBox', '0 0 800 800');
      await expect(qr.querySelector('svg')).toHaveAttribute('x', '20');
    });
    await step('§9 the welcome bonus and numbered install guides for iOS and Android', async () => {
      await expect(canvas.getByText(text('DownloadPage.welcomeBonus', { amount: '131K' }))).toBeVisible();
      const iosGuide = canvas.getByRole('region', { name: text('DownloadPage.iosGuide') });
      await expect(iosGuide.querySelectorAll('ol > li')).toHaveLength(4);
      const androidGuide = canvas.getByRole('region', { name: text('DownloadPage.androidGuide') });
      await expect(androidGuide.querySelectorAll('ol > li')).toHaveLength(4);
    });
  },
};

export const WithoutWelcomeBonus: Story = {
  args: { welcomeBonusUpTo: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(text('DownloadPage.welcomeBonus', { amount: '131K' }))).not.toBeInTheDocument();
  },
};

export const OnlySomeApps: Story = {
  args: { links: { ios: LINKS.ios, android: null, lite: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: qrNamed })).toHaveLength(1);
    await expect(canvas.queryByRole('link', { name: text('DownloadPage.androidLink') })).not.toBeInTheDocument();
  },
};

export const NoApps: Story = {
  args: { links: { ios: null, android: null, lite: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text('DownloadPage.none'));
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '下载应用' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '下载 iOS 版' })).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'تنزيل التطبيق' })).toBeVisible();
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
  },
};

// The lite app is this site itself: its code encodes the site's install address, which opens the same flow on a phone.
const INSTALL_LINKS = { ...LINKS, lite: 'https://atrium.example/download?install=lite' };
const steps = (platform: 'ios' | 'other') =>
  [1, 2, 3].map((n) => text(`DownloadPage.lite${platform === 'ios' ? 'Ios' : 'Other'}Steps.${n}`));

export const LiteInstallPrompt: Story = {
  args: { links: INSTALL_LINKS, lite: { kind: 'prompt', platform: 'other', onInstall: fn() } },
  play: async ({ args, canvas, step, userEvent }) => {
    await step('where the browser offers its install prompt, the button shows it', async () => {
      await expect(canvas.getByRole('img', { name: text('DownloadPage.liteQr') })).toBeVisible();
      await expect(canvas.queryByRole('link', { name: text('DownloadPage.liteLink') })).not.toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: text('DownloadPage.liteInstall') }));
      await expect(args.lite?.onInstall).toHaveBeenCalledTimes(1);
      await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  },
};

export const LiteStepsOnIos: Story = {
  args: { links: INSTALL_LINKS, lite: { kind: 'steps', platform: 'ios', onInstall: fn() } },
  // Ends with the dialog closed, the page as LiteInstallPrompt shows it; LiteStepsOpen has the dialog's screenshot.
  tags: ['visual-skip'],
  play: async ({ args, canvas, step, userEvent }) => {
    const install = canvas.getByRole('button', { name: text('DownloadPage.liteInstall') });
    await step('without a prompt (iOS Safari) the button opens the Add to Home Screen steps, by keyboard', async () => {
      install.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await findDialog(text('DownloadPage.liteStepsTitle'));
      const items = [...dialog.querySelectorAll('ol > li')].map((item) => item.textContent);
      await expect(items).toEqual(steps('ios'));
      await expect(args.lite?.onInstall).not.toHaveBeenCalled();
    });
    await step('Escape closes it and the focus goes back to the button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(install).toHaveFocus();
    });
    await step('"Got it" closes it too', async () => {
      await userEvent.keyboard('{Enter}');
      const dialog = await findDialog(text('DownloadPage.liteStepsTitle'));
      await userEvent.click(within(dialog).getByRole('button', { name: text('DownloadPage.liteDone') }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

/** The QR code's address scanned on a phone (`?install=lite`): the steps are open at once. Also the screenshot of the dialog. */
export const LiteStepsOpen: Story = {
  args: { links: INSTALL_LINKS, lite: { kind: 'steps', platform: 'ios', isOpenAtStart: true, onInstall: fn() } },
  play: async () => {
    const dialog = await findDialog(text('DownloadPage.liteStepsTitle'));
    await expect(dialog.querySelectorAll('ol > li svg[aria-hidden="true"]')).toHaveLength(3);
    await expectNoSideScroll();
  },
};

const PROMPT_OPEN = { kind: 'prompt', platform: 'other', isOpenAtStart: true } as const;

/** Opened from the code in a browser with a prompt: the prompt needs a press, so the dialog offers it. */
export const LitePromptOpen: Story = {
  args: { links: INSTALL_LINKS, lite: { ...PROMPT_OPEN, onInstall: fn() } },
  play: async () => {
    const dialog = await findDialog(text('DownloadPage.liteStepsTitle'));
    await expect(dialog).toHaveTextContent(text('DownloadPage.litePrompt'));
    await expect(within(dialog).getByRole('button', { name: text('DownloadPage.liteInstall') })).toBeVisible();
  },
};

export const LitePromptOpenInstalls: Story = {
  args: { links: INSTALL_LINKS, lite: { ...PROMPT_OPEN, onInstall: fn() } },
  // Ends on the page as LiteInstallPrompt shows it: no screenshot of its own.
  tags: ['visual-skip'],
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog(text('DownloadPage.liteStepsTitle'));
    await userEvent.click(within(dialog).getByRole('button', { name: text('DownloadPage.liteInstall') }));
    await expect(args.lite?.onInstall).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LiteStepsOtherBrowserRtl: Story = {
  args: { links: INSTALL_LINKS, lite: { kind: 'steps', platform: 'other', isOpenAtStart: true, onInstall: fn() } },
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await findDialog('أضف التطبيق الخفيف إلى الشاشة الرئيسية');
    const items = [...dialog.querySelectorAll('ol > li')].map((item) => item.textContent);
    await expect(items).toEqual(steps('other'));
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await expectNoSideScroll();
  },
};

export const LiteInstalled: Story = {
  args: { links: INSTALL_LINKS, lite: { kind: 'installed', platform: 'other', onInstall: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text('DownloadPage.liteInstalled'));
    await expect(canvas.queryByRole('img', { name: text('DownloadPage.liteQr') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: text('DownloadPage.liteInstall') })).not.toBeInTheDocument();
  },
};
