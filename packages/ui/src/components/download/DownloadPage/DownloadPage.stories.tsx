import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
