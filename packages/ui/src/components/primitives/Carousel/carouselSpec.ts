/**
 * What the carousel is, without swiper: the spec's figures, a slide, and how the swiper carousel starts when it takes
 * over from the view at rest. The view at rest and the home banner's placeholder read this module, so the first screen
 * does not fetch swiper to learn a spacing or a delay.
 */

/** Spec §2 Home page banner: autoplay every 5000 ms, 1000 ms transitions, up to 3 visible, 15 px apart. */
export const CAROUSEL_AUTOPLAY_MS = 5000;
export const CAROUSEL_SPEED_MS = 1000;
export const CAROUSEL_MAX_VISIBLE = 3;
export const CAROUSEL_SPACING_PX = 15;

export interface CarouselSlide {
  readonly id: string | number;
  readonly imageUrl: string;
  /** The banner's title: the image's alternative text and the slide's accessible name. */
  readonly title: string;
  /**
   * A link target from the server, checked with the domain's `safeLinkTarget`: internal paths use the app's router
   * link, external ones open in a new window without opener or referrer; a refused target leaves the banner
   * without a link (never a javascript: link).
   */
  readonly href?: string | null;
}

/** Slides side by side: one below a tablet-wide carousel, up to 3 from there (measured on the carousel itself). */
export const slidesPerWideView = (count: number) => Math.max(1, Math.min(CAROUSEL_MAX_VISIBLE, count));

/** A control of the carousel that has focus, named so that the same control takes it in the other view. */
export type CarouselFocus =
  | { readonly part: 'slide'; readonly index: number }
  | { readonly part: 'bullet'; readonly index: number }
  | { readonly part: 'pause' };

/**
 * How the swiper carousel starts when it takes the place of the view at rest (CarouselAtRest), so that the player
 * sees no change: on the slide the view showed, paused if it was paused, focus on the control that had it, and told
 * that the mouse is already over it (it entered before swiper was there). Then it makes the move that woke it, if
 * any: the autoplay step that was due, or the slide of a pagination bullet pressed at rest.
 */
export interface CarouselStart {
  readonly slide: number;
  readonly isPaused: boolean;
  readonly focus: CarouselFocus | null;
  readonly isPointerOver: boolean;
  readonly move: 'next' | number | null;
}
