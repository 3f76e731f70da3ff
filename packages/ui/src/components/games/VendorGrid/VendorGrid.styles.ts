import styled, { keyframes } from 'styled-components';
import { bareList } from '../../primitives/shared/layoutPatterns.styles';

/** Two wide cards per row on a phone; the large layout (over 10 vendors) packs three, and more on wider screens. */
export const Grid = styled.ul<{ $isLarge: boolean }>`
  display: grid;
  grid-template-columns: repeat(${(p) => (p.$isLarge ? 3 : 2)}, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[2]};
  ${bareList}
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    grid-template-columns: repeat(auto-fill, minmax(${(p) => (p.$isLarge ? '9rem' : '13rem')}, 1fr));
    gap: ${(p) => p.theme.space[3]};
  }
`;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

/** The box of a vendor card: 2 : 1 image plus its name line. */
export const SkeletonCard = styled.div`
  display: block;
  aspect-ratio: 2 / 1.35;
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.raised};
  animation: ${pulse} 1.6s ${(p) => p.theme.motion.easing} infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
