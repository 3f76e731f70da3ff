import styled from 'styled-components';

/** The Carousel's spacing between slides (spec §2 "15 px spacing"; CAROUSEL_SPACING_PX, not imported: it would
 * pull swiper onto the critical path). The HomeBanner story checks the two boxes match. */
const SPACING = 15;
/** The Carousel's slide image is 2 : 1; from a 768 px wide carousel up to 3 slides share the row. */
const MAX_VISIBLE = 3;

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
