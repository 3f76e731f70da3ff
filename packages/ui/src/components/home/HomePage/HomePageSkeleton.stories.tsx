import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoBannerSlides } from '../home.fixtures';
import { HomePageSkeleton } from './HomePageSkeleton';

const meta = {
  title: 'Home/HomePageSkeleton',
  component: HomePageSkeleton,
  args: { brandName: 'Atrium' },
  tags: ['autodocs'],
} satisfies Meta<typeof HomePageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first paint while the home screen's code loads: busy, named, nothing to press. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome to Atrium' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/**
 * The banners are known before the page's code (the announcements are asked for at start): their images fill the
 * banner's box at once, the first at high priority, as the page's own preview does; the rest stays a skeleton.
 */
export const WithBanners: Story = {
  args: { bannerSlides: demoBannerSlides },
  play: async ({ canvas, canvasElement }) => {
    const preview = canvas.getByTestId('banner-preview');
    const images = [...preview.querySelectorAll('img')];
    await expect(images.map((image) => image.getAttribute('src'))).toEqual(
      demoBannerSlides.slice(0, 3).map((slide) => slide.imageUrl),
    );
    await expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    // Decorative until the page names each banner: nothing to press, still busy.
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};
