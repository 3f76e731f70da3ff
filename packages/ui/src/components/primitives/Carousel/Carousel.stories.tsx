import { DEFAULT_SEED, announcementHandlers, createDemoPlatform, seedAnnouncements } from '@atrium/api/demo';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { Carousel, CAROUSEL_AUTOPLAY_MS, CAROUSEL_SPEED_MS, type CarouselSlide } from './Carousel';

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
const platform = createDemoPlatform({ now: () => NOW });

/** The demo platform's home banners, as the container maps them: link types get an href, others a press. */
const slides: readonly CarouselSlide[] = seedAnnouncements(DEFAULT_SEED, NOW)
  .banners.filter((banner) => banner.groupName === 'w_home')
  .map((banner) => ({
    id: banner.bannerId,
    imageUrl: banner.url,
    title: banner.title,
    href:
      banner.linkageType === 'INTERNAL'
        ? banner.redirect
        : banner.linkageType === 'EXTERNAL'
          ? banner.externalLink
          : null,
  }));

const swiperOf = (root: HTMLElement) =>
  (root.querySelector('.swiper') as (HTMLElement & { swiper?: SwiperInstance }) | null)?.swiper;

const meta = {
  title: 'Primitives/Carousel',
  component: Carousel,
  args: { slides, onSelect: fn() },
  parameters: { layout: 'padded', msw: { handlers: announcementHandlers(platform) } },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SlidesAreLinksOrButtons: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('an internal link stays in the app', async () => {
      const link = canvas.getByRole('link', { name: 'Vietnamese lottery: draws every day' });
      await expect(link).toHaveAttribute('href', '/vnLottery?gameCode=VN_NORTH');
      await expect(link).not.toHaveAttribute('target');
    });
    await step('an external link opens a new window without opener', async () => {
      const link = canvas.getByRole('link', { name: /^Play responsibly/ });
      await expect(link).toHaveAttribute('href', 'https://www.example.org/responsible-gaming');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
    await step('a javascript: link is refused: the banner shows without one', async () => {
      await expect(canvas.getByRole('img', { name: 'Too good to be true' })).toBeInTheDocument();
      await expect(canvas.queryByRole('link', { name: 'Too good to be true' })).not.toBeInTheDocument();
    });
    await step('a promotion banner is a button for the container', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Welcome bonus up to 100%' }));
      await expect(args.onSelect).toHaveBeenCalledWith(0);
    });
  },
};

export const LoopsAndAutoplaysWithSeveral: Story = {
  // visual-skip: its play checks motion, which the visual stage turns off (it shoots under reduced motion, so that
  // screenshots hold still); the story tests run it with motion.
  tags: ['visual-skip'],
  play: async ({ canvas, canvasElement }) => {
    const swiper = swiperOf(canvasElement);
    await expect(swiper?.params.loop).toBe(true);
    await expect(swiper?.params.speed).toBe(CAROUSEL_SPEED_MS);
    await expect(swiper?.params.autoplay).toMatchObject({ delay: CAROUSEL_AUTOPLAY_MS });
    await waitFor(() => expect(swiper?.autoplay.running).toBe(true));
    await expect(swiper?.params.spaceBetween).toBe(15);
    // Up to 3 per view when the carousel is tablet-wide, 1 on a phone (measured on the carousel itself).
    const isWide = (swiper?.el.clientWidth ?? 0) >= 768;
    await expect(swiper?.params.slidesPerView).toBe(isWide ? 3 : 1);
    await expect(canvas.getByRole('button', { name: 'Go to banner 3' })).toBeInTheDocument();
  },
};

export const PausesForKeyboardUsers: Story = {
  // visual-skip: its play checks motion, which the visual stage turns off (it shoots under reduced motion, so that
  // screenshots hold still); the story tests run it with motion.
  tags: ['visual-skip'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const swiper = swiperOf(canvasElement);
    await waitFor(() => expect(swiper?.autoplay.running).toBe(true));
    await userEvent.tab();
    await expect(canvasElement.querySelector('section')).toContainElement(document.activeElement as HTMLElement);
    await waitFor(() => expect(swiper?.autoplay.running).toBe(false));
    (document.activeElement as HTMLElement).blur();
    await waitFor(() => expect(swiper?.autoplay.running).toBe(true));
    await expect(canvas.getByRole('button', { name: 'Pause banners' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const PauseButtonStopsAutoplay: Story = {
  // visual-skip: its play checks motion, which the visual stage turns off (it shoots under reduced motion, so that
  // screenshots hold still); the story tests run it with motion.
  tags: ['visual-skip'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const swiper = swiperOf(canvasElement);
    const pause = canvas.getByRole('button', { name: 'Pause banners' });
    await userEvent.click(pause);
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    pause.blur();
    await waitFor(() => expect(swiper?.autoplay.running).toBe(false));
  },
};

export const OnePerViewOnAPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(swiperOf(canvasElement)?.params.slidesPerView).toBe(1);
    // The banner images come from the demo platform (msw).
    const image = canvas.getByRole('img', { name: 'Welcome bonus up to 100%' }) as HTMLImageElement;
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
  },
};

export const SingleBannerStaysStill: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvas, canvasElement }) => {
    const swiper = swiperOf(canvasElement);
    await expect(swiper?.params.loop).toBe(false);
    await expect(swiper?.autoplay.running).toBe(false);
    // No pagination and nothing to pause with one banner (spec §2).
    await expect(canvas.queryByRole('button', { name: /^Go to banner/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Pause banners' })).not.toBeInTheDocument();
  },
};

export const ClassifyWithoutSpacing: Story = {
  args: { spacing: 0, label: 'Slots banners' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Slots banners' })).toBeVisible();
    await expect(swiperOf(canvasElement)?.params.spaceBetween).toBe(0);
  },
};

export const Empty: Story = {
  args: { slides: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'اللافتات' })).toBeVisible();
    const pause = canvas.queryByRole('button', { name: 'إيقاف اللافتات مؤقتًا' });
    // Under reduced motion (as the visual stage shoots it) nothing moves, so there is nothing to pause.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) await expect(pause).toBeNull();
    else await expect(pause).toBeVisible();
  },
};

/*
 * Taking over from the view at rest (CarouselAtRest): `start` says where. `visual-skip`: the picture is
 * the Playground's on another slide; the HomeBanner stories show the swap itself.
 */

export const StartsWhereTheViewAtRestWas: Story = {
  name: 'Takes over from the view at rest: on its banner, paused, focus on its control, without a move',
  tags: ['visual-skip'],
  args: { start: { slide: 2, isPaused: true, focus: { part: 'bullet', index: 2 }, isPointerOver: false, move: null } },
  play: async ({ canvas, canvasElement }) => {
    const swiper = swiperOf(canvasElement);
    await expect(swiper?.realIndex).toBe(2);
    const bullet = canvas.getByRole('button', { name: 'Go to banner 3' });
    await expect(bullet).toHaveAttribute('aria-current', 'true');
    await expect(bullet).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Pause banners' })).toHaveAttribute('aria-pressed', 'true');
    bullet.blur();
    await waitFor(() => expect(swiper?.autoplay.running).toBe(false));
    await expect(swiper?.realIndex).toBe(2);
  },
};

export const MakesTheAutoplayStepThatWasDue: Story = {
  name: 'Takes over when the first autoplay step was due: makes it, then plays on',
  tags: ['visual-skip'],
  args: { start: { slide: 0, isPaused: false, focus: null, isPointerOver: false, move: 'next' } },
  play: async ({ canvasElement }) => {
    const swiper = swiperOf(canvasElement);
    await waitFor(() => expect(swiper?.realIndex).toBe(1));
    await waitFor(() => expect(swiper?.autoplay.running).toBe(true));
  },
};
