/**
 * What the carousel's stories look at (stories only; components never import this): the swiper instance once
 * swiper has taken over, and the picture the player sees, to show that the swap from the view at rest moves nothing.
 */
import { expect, waitFor } from 'storybook/test';
import type { Swiper as SwiperInstance } from 'swiper/types';

type SwiperElement = HTMLElement & { swiper?: SwiperInstance };

/** The swiper instance, if swiper has started in `root`. */
export const swiperIn = (root: HTMLElement): SwiperInstance | undefined =>
  (root.querySelector('.swiper-initialized') as SwiperElement | null)?.swiper;

/** The swiper instance once swiper has taken over (it marks its box `.swiper-initialized`). */
export async function startedSwiper(root: HTMLElement): Promise<SwiperInstance> {
  await waitFor(() => expect(swiperIn(root)).toBeDefined(), { timeout: 8000 });
  return swiperIn(root)!;
}

/** Two frames: whatever starts after a paint has had its chance (not a fixed delay). */
export const afterTwoFrames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

const box = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return `${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
};

/**
 * What the player sees of the carousel in `root`: each banner image in view (by its title) and each control (by its
 * name) with its box, in page order.
 */
export function picture(root: HTMLElement): string[] {
  const region = root.querySelector('section');
  if (!region) return [];
  const frame = region.getBoundingClientRect();
  const inView = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.right > frame.left + 1 && rect.left < frame.right - 1;
  };
  const images = [...region.querySelectorAll<HTMLImageElement>('img')]
    .filter(inView)
    .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)
    .map((image) => `${image.alt} @ ${box(image)}`);
  const controls = [...region.querySelectorAll('[role="button"], section > button')]
    .filter(inView)
    .map((control) => `${control.getAttribute('aria-label')} @ ${box(control)}`);
  return [...images, ...controls];
}

/** The banners at rest are ready to be looked at: every image in view has loaded. */
export async function imagesInViewLoaded(root: HTMLElement) {
  const region = await waitFor(() => {
    const found = root.querySelector('section');
    expect(found).not.toBeNull();
    return found!;
  });
  await waitFor(() => {
    const frame = region.getBoundingClientRect();
    const waiting = [...region.querySelectorAll('img')].filter((image) => {
      const rect = image.getBoundingClientRect();
      return rect.right > frame.left + 1 && rect.left < frame.right - 1 && !(image.complete && image.naturalWidth > 0);
    });
    expect(waiting).toHaveLength(0);
  });
}
