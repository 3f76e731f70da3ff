import type { Meta, StoryObj } from '@storybook/react-vite';
import { Direction } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { loadUiLocale, localeDirection } from '../../../i18n';
import { atViewport, layoutViewportParameters } from '../../layout/Header/storyViewports';
import { demoBannerSlides } from '../home.fixtures';
import { BannerPreview, HomeBanner } from './HomeBanner';
import { BannerFrame, Placeholder } from './HomeBanner.styles';

const unlinked = demoBannerSlides.map((slide) => ({ ...slide, href: null }));

const meta = {
  title: 'Home/HomeBanner',
  component: HomeBanner,
  args: { status: 'ready', slides: unlinked, onSelect: fn(), onRetry: fn() },
  parameters: layoutViewportParameters,
  tags: ['autodocs'],
} satisfies Meta<typeof HomeBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ManyBanners: Story = {
  play: async ({ canvas, canvasElement, args, step }) => {
    await step('the carousel arrives lazily with pagination (more than one banner)', async () => {
      await canvas.findByRole('region', { name: 'Banners' }, { timeout: 8000 });
      await waitFor(() => expect(canvasElement.querySelector('.swiper-pagination-bullet')).not.toBeNull());
    });
    await step('a banner without a link hands its index to the container', async () => {
      await userEvent.click(canvas.getAllByRole('button', { name: args.slides[0]!.title })[0]!);
      await expect(args.onSelect).toHaveBeenCalledWith(0);
    });
  },
};

export const SingleBanner: Story = {
  args: { slides: unlinked.slice(0, 1) },
  play: async ({ canvas, canvasElement }) => {
    // §2 pagination (and autoplay) only with more than one banner.
    await canvas.findByRole('region', { name: 'Banners' }, { timeout: 8000 });
    await expect(canvasElement.querySelector('.swiper-pagination-bullet')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Pause banners' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', slides: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Loading banners' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { status: 'error', slides: [], errorKey: 'errors:network' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The loading placeholder and the carousel have the same height, so the page does not move (CLS ~0). */
const reservesHeight: Story = {
  render: (args) => (
    <div>
      <div data-testid="loading">
        <HomeBanner {...args} status="loading" slides={[]} />
      </div>
      <div data-testid="ready">
        <HomeBanner {...args} />
      </div>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: 'Banners' }, { timeout: 8000 });
    const image = canvasElement.querySelector('[data-testid="ready"] img') as HTMLImageElement;
    await waitFor(() => expect(image.getBoundingClientRect().height).toBeGreaterThan(0));
    const loading = canvas.getByTestId('loading').getBoundingClientRect().height;
    const ready = canvas.getByTestId('ready').getBoundingClientRect().height;
    await expect(Math.abs(loading - ready)).toBeLessThan(2);
  },
};

export const ReservesHeightOnPhone: Story = { ...reservesHeight };

export const ReservesHeightOnLaptop: Story = { ...reservesHeight, globals: atViewport('laptop1024') };

/**
 * Before the carousel's code arrives, the placeholder shows the first banners' images (the first at high fetch
 * priority): one on a phone, up to 3 from a tablet-wide box.
 */
export const PreviewBeforeTheCarousel: Story = {
  render: (args) => (
    <BannerFrame data-testid="frame">
      <Placeholder role="img" aria-label="Loading banners" $perView={args.slides.length}>
        <BannerPreview slides={args.slides} />
      </Placeholder>
    </BannerFrame>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('img', { name: 'Loading banners' })).toBeVisible();
    const images = [...canvasElement.querySelectorAll<HTMLImageElement>('[data-testid="banner-preview"] img')];
    await expect(images.map((image) => image.getAttribute('src'))).toEqual(
      args.slides.slice(0, 3).map((slide) => slide.imageUrl),
    );
    await expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    await expect(images[1]).toHaveAttribute('fetchpriority', 'auto');
    // A phone-wide box shows only the first banner, as the carousel does (1 per view below a tablet's width).
    const shown = images.filter((image) => getComputedStyle(image).display !== 'none');
    await expect(shown.length).toBe(
      canvas.getByTestId('frame').getBoundingClientRect().width < 768 ? 1 : Math.min(3, images.length),
    );
  },
};

/** The page around the banners as the app keeps it: its direction follows the language (app shared/language.tsx). */
function FollowsTheLanguage({ children }: { readonly children: React.ReactNode }) {
  const { i18n } = useTranslation();
  const [dir, setDir] = useState(() => localeDirection(i18n.language));
  useEffect(() => {
    const onChange = (language: string) => setDir(localeDirection(language));
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
  return (
    <Direction.Provider dir={dir}>
      <div dir={dir}>{children}</div>
    </Direction.Provider>
  );
}

/** Whether each of the carousel's slots (3 at this width) shows a banner image. */
function slotsFilled(root: HTMLElement): boolean[] {
  const box = root.getBoundingClientRect();
  const slides = [...root.querySelectorAll<HTMLElement>('.swiper-slide img')].map((img) => img.getBoundingClientRect());
  return [1, 3, 5].map((sixth) => {
    const x = box.left + (box.width * sixth) / 6;
    return slides.some((rect) => rect.left <= x && rect.right >= x && rect.width > 0);
  });
}

export const LanguageChangeKeepsEverySlotFilled: Story = {
  name: 'A language change (to a right-to-left one) keeps every slot filled',
  globals: atViewport('desktop1280'),
  render: (args) => (
    <FollowsTheLanguage>
      <HomeBanner {...args} />
    </FollowsTheLanguage>
  ),
  play: async ({ canvas, canvasElement }) => {
    const { i18n } = await import('react-i18next').then((m) => ({ i18n: m.getI18n() }));
    const swiperOf = () =>
      (canvasElement.querySelector('.swiper') as (HTMLElement & { swiper?: SwiperInstance }) | null)?.swiper;
    const region = await canvas.findByRole('region', { name: 'Banners' }, { timeout: 8000 });
    await waitFor(() => expect(slotsFilled(region)).toEqual([true, true, true]));
    try {
      await loadUiLocale(i18n, 'ar');
      await i18n.changeLanguage('ar');
      const arabic = await canvas.findByRole('region', { name: i18n.t('ui:Carousel.label') });
      // The banners move on (autoplay, or the reader's own swipe): every slot still shows one.
      for (let move = 0; move < 3; move += 1) {
        swiperOf()?.slideNext(0);
        await waitFor(() => expect(slotsFilled(arabic)).toEqual([true, true, true]));
      }
      await expect(swiperOf()?.rtlTranslate).toBe(true);
    } finally {
      await i18n.changeLanguage('en');
    }
  },
};
