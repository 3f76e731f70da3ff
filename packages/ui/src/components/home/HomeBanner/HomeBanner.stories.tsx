import type { Meta, StoryObj } from '@storybook/react-vite';
import { Direction } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { loadUiLocale, localeDirection } from '../../../i18n';
import { listStates } from '../../../stories/listStories';
import { atViewport, layoutViewportParameters } from '../../layout/Header/storyViewports';
import {
  afterTwoFrames,
  imagesInViewLoaded,
  picture,
  startedSwiper,
  swiperIn,
} from '../../primitives/Carousel/carouselStory';
import { emulateReducedMotion } from '../../../stories/reducedMotion';
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
    await step('the banners show with pagination (more than one banner)', async () => {
      await canvas.findByRole('region', { name: 'Banners' }, { timeout: 8000 });
      await expect(canvas.getByRole('button', { name: 'Go to banner 1' })).toHaveAttribute('aria-current', 'true');
    });
    await step('a banner without a link hands its index to the container', async () => {
      // The pointer over the banners brings swiper; the press then lands on swiper's banner, in the same place.
      await userEvent.hover(canvas.getByRole('region', { name: 'Banners' }));
      await startedSwiper(canvasElement);
      await userEvent.click(canvas.getAllByRole('button', { name: args.slides[0]!.title })[0]!);
      await expect(args.onSelect).toHaveBeenCalledWith(0);
    });
  },
};

export const SingleBanner: Story = {
  args: { slides: unlinked.slice(0, 1) },
  play: async ({ canvas }) => {
    // §2 pagination (and autoplay) only with more than one banner.
    await canvas.findByRole('region', { name: 'Banners' }, { timeout: 8000 });
    await expect(canvas.queryByRole('button', { name: /^Go to banner/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Pause banners' })).not.toBeInTheDocument();
  },
};

/*
 * Issue 33: the first screen does not pay for swiper. Until the player touches the banner or its first autoplay step
 * is due, it is the carousel at rest (plain markup); then swiper takes its place. These stories are `visual-skip`:
 * what they show at rest is the picture of Playground, ManyBanners and the others, whose screenshots (made of swiper)
 * are the check that the view at rest looks exactly like it; after the swap it is swiper's own picture.
 */

export const AtRestUntilTouched: Story = {
  name: 'At rest until touched: the carousel as plain markup, no swiper',
  tags: ['visual-skip'],
  play: async ({ canvas, canvasElement, args, step }) => {
    await step("the carousel's region, banners, bullets and pause button, as swiper's", async () => {
      const region = await canvas.findByRole('region', { name: 'Banners' });
      await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
      const first = canvas.getByRole('group', { name: '1 of 5' });
      await expect(first).toHaveAttribute('aria-roledescription', 'banner');
      await expect(canvas.getAllByRole('group', { name: /^\d of 5$/ })).toHaveLength(args.slides.length);
      await expect(canvas.getByRole('button', { name: 'Go to banner 1' })).toHaveAttribute('aria-current', 'true');
      await expect(canvas.getByRole('button', { name: 'Go to banner 5' })).not.toHaveAttribute('aria-current');
      await expect(canvas.getByRole('button', { name: 'Pause banners' })).toHaveAttribute('aria-pressed', 'false');
    });
    await step("the first banner's image is the page's largest paint: at once and first", async () => {
      const image = canvas.getByRole('img', { name: args.slides[0]!.title });
      await expect(image).toHaveAttribute('loading', 'eager');
      await expect(image).toHaveAttribute('fetchpriority', 'high');
      await expect(canvas.getByRole('img', { name: args.slides[1]!.title })).toHaveAttribute('loading', 'lazy');
    });
    await step('after the first paint, no swiper (no .swiper-initialized)', async () => {
      await imagesInViewLoaded(canvasElement);
      await afterTwoFrames();
      await expect(canvasElement.querySelector('.swiper-initialized')).toBeNull();
    });
  },
};

export const FocusBringsSwiperWhereThePlayerIs: Story = {
  name: 'Focus brings swiper on the same banner, focus on the same control, nothing moved',
  tags: ['visual-skip'],
  play: async ({ canvas, canvasElement, args, step }) => {
    await canvas.findByRole('region', { name: 'Banners' });
    await imagesInViewLoaded(canvasElement);
    const before = picture(canvasElement);
    await userEvent.tab();
    const swiper = await startedSwiper(canvasElement);
    await step('the keyboard user keeps their place: the first banner, now in swiper', async () => {
      await waitFor(() =>
        expect(document.activeElement?.closest('.swiper-slide')).toHaveAttribute('data-swiper-slide-index', '0'),
      );
      await expect(document.activeElement).toHaveAccessibleName(args.slides[0]!.title);
    });
    await step('swiper starts on the banner shown, where it was; autoplay waits while focus is inside', async () => {
      await expect(swiper.realIndex).toBe(0);
      await expect(picture(canvasElement)).toEqual(before);
      await waitFor(() => expect(swiper.autoplay.running).toBe(false));
    });
  },
};

export const TapAfterASwipeOpensThatBanner: Story = {
  name: 'A tap on a banner swiped into view opens it, and swiper starts on that banner',
  tags: ['visual-skip'],
  play: async ({ canvas, canvasElement, args, step }) => {
    await canvas.findByRole('region', { name: 'Banners' });
    const third = canvas.getByRole('group', { name: '3 of 5' });
    await step('the row at rest scrolls natively: banner 3 in view (as a swipe leaves it)', async () => {
      const row = third.parentElement!;
      row.scrollLeft = third.offsetLeft;
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'Go to banner 3' })).toHaveAttribute('aria-current', 'true'),
      );
      await expect(swiperIn(canvasElement)).toBeUndefined();
      await imagesInViewLoaded(canvasElement);
    });
    const before = picture(canvasElement);
    await step('the tap is not lost: the banner hands its index to the container', async () => {
      await userEvent.pointer({
        keys: '[TouchA]',
        target: canvas.getByRole('button', { name: args.slides[2]!.title }),
      });
      await expect(args.onSelect).toHaveBeenCalledWith(2);
    });
    await step('swiper starts on banner 3, where it was, focus on it', async () => {
      const swiper = await startedSwiper(canvasElement);
      await expect(swiper.realIndex).toBe(2);
      await expect(picture(canvasElement)).toEqual(before);
      await expect(canvas.getByRole('button', { name: 'Go to banner 3' })).toHaveAttribute('aria-current', 'true');
    });
  },
};

export const BulletAtRestGoesToItsBanner: Story = {
  name: 'A bullet pressed at rest: swiper comes and goes to that banner, focus on its bullet',
  tags: ['visual-skip'],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: 'Banners' });
    await userEvent.pointer({ keys: '[TouchA]', target: canvas.getByRole('button', { name: 'Go to banner 4' }) });
    const swiper = await startedSwiper(canvasElement);
    await waitFor(() => expect(swiper.realIndex).toBe(3));
    const bullet = canvas.getByRole('button', { name: 'Go to banner 4' });
    await expect(bullet).toHaveAttribute('aria-current', 'true');
    await expect(bullet).toHaveFocus();
  },
};

export const PauseAtRestCarriesOver: Story = {
  name: 'Pause pressed at rest: swiper starts paused, the pause button still pressed and focused',
  tags: ['visual-skip'],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: 'Banners' });
    await userEvent.pointer({ keys: '[TouchA]', target: canvas.getByRole('button', { name: 'Pause banners' }) });
    const swiper = await startedSwiper(canvasElement);
    const pause = canvas.getByRole('button', { name: 'Pause banners' });
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await expect(pause).toHaveFocus();
    pause.blur();
    await waitFor(() => expect(swiper.autoplay.running).toBe(false));
    await expect(swiper.realIndex).toBe(0);
  },
};

export const ReducedMotionWaitsForThePlayer: Story = {
  name: 'Reduced motion: no autoplay and no pause button, so swiper comes only when the player touches it',
  tags: ['visual-skip'],
  beforeEach: () => emulateReducedMotion(true),
  play: async ({ canvas, canvasElement, step }) => {
    await step('at rest: nothing plays, nothing to pause, no swiper after the first paint', async () => {
      await canvas.findByRole('region', { name: 'Banners' });
      await expect(canvas.queryByRole('button', { name: 'Pause banners' })).not.toBeInTheDocument();
      await imagesInViewLoaded(canvasElement);
      await afterTwoFrames();
      await expect(swiperIn(canvasElement)).toBeUndefined();
    });
    await step('the pointer over it brings swiper: still, transitions instant', async () => {
      const before = picture(canvasElement);
      await userEvent.hover(canvas.getByRole('region', { name: 'Banners' }));
      const swiper = await startedSwiper(canvasElement);
      await expect(swiper.params.speed).toBe(0);
      await expect(swiper.autoplay.running).toBe(false);
      await expect(picture(canvasElement)).toEqual(before);
    });
  },
};

export const Loading: Story = {
  args: { status: 'loading', slides: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Loading banners' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = listStates<Story>({
  none: { slides: [] },
  failed: { status: 'error', errorKey: 'errors:network' },
  failedKey: 'errors:network',
}).LoadError;

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

/** Whether each of the carousel's slots (3 at this width) shows a banner image (at rest or in swiper). */
function slotsFilled(root: HTMLElement): boolean[] {
  const box = root.getBoundingClientRect();
  const slides = [...root.querySelectorAll<HTMLElement>('[role="group"] img')].map((img) =>
    img.getBoundingClientRect(),
  );
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
  play: async ({ canvas, canvasElement, step }) => {
    const { i18n } = await import('react-i18next').then((m) => ({ i18n: m.getI18n() }));
    const region = await canvas.findByRole('region', { name: 'Banners' }, { timeout: 8000 });
    await waitFor(() => expect(slotsFilled(region)).toEqual([true, true, true]));
    try {
      await step('at rest', async () => {
        await loadUiLocale(i18n, 'ar');
        await i18n.changeLanguage('ar');
        const arabic = await canvas.findByRole('region', { name: i18n.t('ui:Carousel.label') });
        await waitFor(() => expect(slotsFilled(arabic)).toEqual([true, true, true]));
        await i18n.changeLanguage('en');
      });
      await step('in swiper', async () => {
        await userEvent.hover(await canvas.findByRole('region', { name: 'Banners' }));
        await startedSwiper(canvasElement);
        await i18n.changeLanguage('ar');
        const arabic = await canvas.findByRole('region', { name: i18n.t('ui:Carousel.label') });
        const swiper = await startedSwiper(canvasElement);
        // The banners move on (autoplay, or the reader's own swipe): every slot still shows one.
        for (let move = 0; move < 3; move += 1) {
          swiperIn(canvasElement)?.slideNext(0);
          await waitFor(() => expect(slotsFilled(arabic)).toEqual([true, true, true]));
        }
        await expect(swiper.rtlTranslate).toBe(true);
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  },
};
