import { DEMO_HELP_CENTER } from '@atrium/api/demo';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Footer, SOCIAL_NETWORKS, type FooterHelpItem, type SocialNetwork } from './Footer';
import { atViewport, layoutViewportParameters } from '../Header/storyViewports';

const helpItems: readonly FooterHelpItem[] = (DEMO_HELP_CENTER.EN ?? []).map(({ title, tag }) => ({ title, tag }));
const arabicHelpItems: readonly FooterHelpItem[] = [
  { title: 'من نحن', tag: 'about' },
  { title: 'الأسئلة الشائعة', tag: 'faq' },
];

/** A small logo as a data URL, so the story needs no network. */
const PG_LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="24"><rect width="64" height="24" rx="4" fill="#1f6feb"/><text x="32" y="17" font-family="sans-serif" font-size="14" fill="#fff" text-anchor="middle">PG</text></svg>',
  );

const allSocialLinks: Readonly<Record<SocialNetwork, string>> = {
  youtube: 'https://www.youtube.com/@atrium',
  facebook: 'https://www.facebook.com/atrium',
  instagram: 'https://www.instagram.com/atrium',
  whatsapp: 'https://wa.me/10000000000',
  messenger: 'https://m.me/atrium',
  telegram: 'https://t.me/atrium',
};

const meta = {
  title: 'Layout/Footer',
  parameters: layoutViewportParameters,
  // Phones first: tested at 360 px wide.
  globals: atViewport('phone360'),
  component: Footer,
  args: {
    helpItems,
    onHelpSelect: fn(),
    brandName: 'Atrium Demo',
    year: 2026,
    licenceNumber: 'DEMO-0000-2026',
    socialLinks: { youtube: allSocialLinks.youtube, telegram: allSocialLinks.telegram },
    vendorLogos: { PG: PG_LOGO },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

const noHorizontalOverflow = async (element: HTMLElement) => {
  const root = element.ownerDocument.documentElement;
  await expect(root.clientWidth).toBeLessThanOrEqual(360); // tested on a phone
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

export const Playground: Story = {
  play: async ({ canvas, step }) => {
    await step('§2 copyright with the gaming licence number, and the 18+ mark', async () => {
      await expect(canvas.getByText('© 2026 Atrium Demo. All rights reserved.')).toBeVisible();
      await expect(canvas.getByText('Gaming licence number: DEMO-0000-2026')).toBeVisible();
      await expect(canvas.getByRole('img', { name: 'Only for players aged 18 and over' })).toHaveTextContent('18+');
    });
    await step('§2 products by game type link to their pages', async () => {
      const products = canvas.getByRole('navigation', { name: 'Products' });
      await expect(within(products).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
      await expect(within(products).getByRole('link', { name: 'Live casino' })).toHaveAttribute('href', '/live');
      await expect(within(products).getAllByRole('link')).toHaveLength(8);
    });
    await step('§2 vendor logos: an image where given, else the code', async () => {
      const vendors = canvas.getByRole('list', { name: 'Game providers' });
      await expect(within(vendors).getByRole('img', { name: 'PG' })).toBeVisible();
      for (const code of ['EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']) {
        await expect(within(vendors).getByText(code)).toBeVisible();
      }
    });
  },
};

export const NoSocialLinks: Story = {
  args: { socialLinks: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Follow us')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /opens in a new tab/ })).not.toBeInTheDocument();
  },
};

export const AllSocialLinks: Story = {
  args: { socialLinks: allSocialLinks },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Follow us' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(SOCIAL_NETWORKS.length);
    const youtube = within(list).getByRole('link', { name: 'YouTube (opens in a new tab)' });
    await expect(youtube).toHaveAttribute('href', allSocialLinks.youtube);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(within(list).getByRole('link', { name: 'Telegram (opens in a new tab)' })).toBeVisible();
  },
};

export const OpensHelp: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const help = canvas.getByRole('navigation', { name: 'Help' });
    const first = helpItems[0] as FooterHelpItem;
    const link = within(help).getByRole('link', { name: first.title });
    // §2 "Help list (opens /help#{tag} and the help popup)".
    await expect(link).toHaveAttribute('href', `/help#${first.tag}`);
    // Stay on the story page: the link's own navigation is the app's router's job.
    canvasElement.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onHelpSelect).toHaveBeenCalledWith(first.tag);
  },
};

/** Safer play on every page: the link beside the 18+ mark, and the licence line naming the regulator. */
export const WithSaferPlay: Story = {
  args: { saferPlayHref: '/member/safer-play', regulator: 'Demo Gaming Authority' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Safer play' })).toHaveAttribute('href', '/member/safer-play');
    await expect(canvas.getByText('Play responsibly: set limits or take a break.')).toBeVisible();
    await expect(canvas.getByText('Licensed by Demo Gaming Authority, licence DEMO-0000-2026')).toBeVisible();
    await noHorizontalOverflow(canvasElement);
  },
};

export const LongText: Story = {
  args: {
    brandName: 'The Extraordinarily Long Brand Name Casino And Sportsbook International',
    licenceNumber: 'CURACAO-GAMING-CONTROL-BOARD-OGL/2026/0000000000000000000000000001',
    helpItems: [
      ...helpItems,
      { title: 'Responsible gaming, self-exclusion, deposit limits and cooling-off periods explained', tag: 'long' },
    ],
    socialLinks: allSocialLinks,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/CURACAO-GAMING-CONTROL-BOARD/)).toBeVisible();
    await noHorizontalOverflow(canvasElement);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { helpItems: arabicHelpItems, socialLinks: allSocialLinks },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: 'المساعدة' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ألعاب السلوت' })).toHaveAttribute('href', '/rng');
    await expect(canvas.getByRole('link', { name: 'يوتيوب (يفتح في علامة تبويب جديدة)' })).toBeVisible();
    await expect(canvas.getByText('رقم ترخيص الألعاب: DEMO-0000-2026')).toBeVisible();
    await noHorizontalOverflow(canvasElement);
  },
};
