import styled, { css, keyframes } from 'styled-components';
import { bareList, stack } from '../../primitives/shared/layoutPatterns.styles';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.25rem, 1fr));
  gap: ${(p) => p.theme.space[2]};
  ${bareList}
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
    gap: ${(p) => p.theme.space[3]};
  }
`;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

const placeholder = css`
  background: ${(p) => p.theme.color.bg.raised};
  animation: ${pulse} 1.6s ${(p) => p.theme.motion.easing} infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** The same box as a game card (square image, two lines of text) so the real cards do not shift the page. */
export const SkeletonCard = styled.div`
  ${stack(1)}
  padding-block-end: ${(p) => p.theme.space[2]};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-block-start-width: 3px;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.surface};
  overflow: hidden;
`;

export const SkeletonMedia = styled.span`
  display: block;
  aspect-ratio: 1 / 1;
  ${placeholder}
`;

export const SkeletonLine = styled.span<{ $isShort?: boolean }>`
  display: block;
  height: 1em;
  margin-inline: ${(p) => p.theme.space[2]};
  width: ${(p) => (p.$isShort ? '50%' : 'auto')};
  border-radius: ${(p) => p.theme.radius.sm};
  ${placeholder}
`;
