import styled, { css } from 'styled-components';

/*
 * The carousel at rest draws what swiper draws at rest, box for box (swiper's own stylesheet is not there yet, and
 * the look is ours anyway): the clipping box with the carousel's corners (`.swiper`), the row of slides
 * (`.swiper-wrapper`, here natively scrollable with snap points), the slides, and the pagination bullets as Root
 * (Carousel.styles.ts) dresses swiper's. The HomeBanner stories' screenshots, made of swiper, check it.
 */

/** The clipping box, and the box the slides per view are measured on (swiper's `breakpointsBase="container"`). */
export const RestViewport = styled.div`
  position: relative;
  z-index: 1;
  overflow: hidden;
  border-radius: ${(p) => p.theme.radius.md};
  container-type: inline-size;
`;

/** The row: a finger can swipe it before swiper arrives; each slide snaps to the start like swiper's. */
export const RestTrack = styled.div<{ $spacing: number }>`
  position: relative;
  z-index: 1;
  display: flex;
  gap: ${(p) => p.$spacing}px;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  transform: translate3d(0, 0, 0);
  &::-webkit-scrollbar {
    display: none;
  }
`;

/**
 * One per view below a tablet-wide carousel, `$perView` (up to 3) from there, `$spacing` apart: swiper's widths. The
 * row and (from a tablet-wide carousel, where swiper sets `.swiper-backface-hidden`) the slides are on layers of
 * their own as swiper's are, so that images and corners are drawn the same, pixel for pixel.
 */
export const RestSlide = styled.div<{ $perView: number; $spacing: number }>`
  position: relative;
  flex: 0 0 100%;
  min-width: 0;
  scroll-snap-align: start;
  @container (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    flex-basis: calc((100% - ${(p) => (p.$perView - 1) * p.$spacing}px) / ${(p) => p.$perView});
    transform: translateZ(0);
    backface-visibility: hidden;
  }
`;

/**
 * swiper's horizontal bullets box: the whole width, centred, above the slides, `--swiper-pagination-bottom` up. Where
 * every slide is in view (`$isLockedWide`: up to 3 slides on a tablet-wide carousel) swiper has nothing to page
 * through and hides it.
 */
export const RestPagination = styled.div<{ $isLockedWide: boolean }>`
  position: absolute;
  z-index: 10;
  inset-inline-start: 0;
  bottom: var(--swiper-pagination-bottom);
  width: 100%;
  text-align: center;
  transform: translate3d(0, 0, 0);
  @container (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    display: ${(p) => (p.$isLockedWide ? 'none' : 'block')};
  }
`;

/** A 24 px target (WCAG 2.5.8) around an 8 px dot: the rest view's bullets and swiper's (Carousel.styles.ts). */
export const bulletDot = css`
  position: relative;
  width: 24px;
  height: 24px;
  &::after {
    content: '';
    position: absolute;
    inset: 8px;
    border-radius: 50%;
    background: var(--swiper-pagination-bullet-inactive-color);
    opacity: var(--swiper-pagination-bullet-inactive-opacity);
  }
`;

export const RestBullet = styled.span`
  ${bulletDot}
  display: inline-block;
  border-radius: 50%;
  cursor: pointer;
  &[aria-current='true']::after {
    background: var(--swiper-pagination-color);
    opacity: 1;
  }
`;
