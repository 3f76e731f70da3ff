import styled from 'styled-components';
import { CAROUSEL_MAX_VISIBLE, CAROUSEL_SPACING_PX } from '../../primitives/Carousel/carouselSpec';

/** The Carousel's spacing between slides (spec §2 "15 px spacing"). The HomeBanner stories check the boxes match. */
const SPACING = CAROUSEL_SPACING_PX;
/** The Carousel's slide image is 2 : 1; from a 768 px wide carousel up to 3 slides share the row. */
const MAX_VISIBLE = CAROUSEL_MAX_VISIBLE;

/** The carousel measures its own width (swiper's container breakpoints): the placeholder does the same. */
export const BannerFrame = styled.div`
  container-type: inline-size;
`;

export const Placeholder = styled.div<{ $perView: number }>`
  width: 100%;
  aspect-ratio: 2 / 1;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.raised};
  @container (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    aspect-ratio: auto;
    height: calc(
      (100cqw - ${(p) => (Math.min(MAX_VISIBLE, Math.max(1, p.$perView)) - 1) * SPACING}px) /
        ${(p) => Math.min(MAX_VISIBLE, Math.max(1, p.$perView))} / 2
    );
  }
`;

/**
 * The banners' first images, shown in the placeholder's box as soon as the banners are known and before the
 * carousel's code arrives: the largest image of the page starts downloading with the page's data instead of after
 * swiper (Lighthouse LCP). Same row as the carousel: one on phones, up to 3 from a tablet-wide box, 15 px apart.
 */
export const PreviewRow = styled.div`
  display: flex;
  gap: ${SPACING}px;
  height: 100%;
`;

export const PreviewImage = styled.img`
  flex: 1 1 0;
  min-width: 0;
  height: 100%;
  object-fit: cover;
  border-radius: ${(p) => p.theme.radius.md};
  &:nth-child(n + 2) {
    display: none;
  }
  @container (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    &:nth-child(n + 2) {
      display: block;
    }
  }
`;
