import styled, { css } from 'styled-components';
import { bulletDot } from './CarouselAtRest.styles';
import { iconButtonBox, lineIcon } from '../shared/layoutPatterns.styles';

export const Root = styled.section`
  position: relative;
  /* swiper reads these custom properties: theme tokens, never its default blue */
  --swiper-pagination-color: ${(p) => p.theme.color.accent.subtle};
  --swiper-pagination-bullet-inactive-color: ${(p) => p.theme.color.text.secondary};
  --swiper-pagination-bullet-inactive-opacity: 0.6;
  --swiper-pagination-bottom: ${(p) => p.theme.space[1]};

  .swiper {
    border-radius: ${(p) => p.theme.radius.md};
  }
  .swiper-pagination-bullets .swiper-pagination-bullet {
    ${bulletDot}
    margin: 0 !important;
    background: transparent;
    opacity: 1;
    &.swiper-pagination-bullet-active::after {
      background: var(--swiper-pagination-color);
      opacity: 1;
    }
  }
`;

const frame = css`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.raised};
  color: ${(p) => p.theme.color.text.primary};
  overflow: hidden;
`;

export const SlideFrame = styled.div`
  ${frame}
`;

export const SlideButton = styled.button`
  ${frame}
  cursor: pointer;
`;

export const SlideImage = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 2 / 1;
  object-fit: cover;
`;

export const PauseButton = styled.button`
  position: absolute;
  z-index: 2;
  inset-block-start: ${(p) => p.theme.space[2]};
  inset-inline-end: ${(p) => p.theme.space[2]};
  ${iconButtonBox}
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  cursor: pointer;
  svg {
    ${lineIcon(2.5)}
  }
  &[aria-pressed='true'] {
    background: ${(p) => p.theme.color.accent.base};
    color: ${(p) => p.theme.color.text.onAccent};
  }
`;
