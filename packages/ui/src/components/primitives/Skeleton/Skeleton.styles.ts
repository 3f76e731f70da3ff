import styled, { css, keyframes } from 'styled-components';
import { stack } from '../shared/layoutPatterns.styles';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

const placeholder = css`
  display: block;
  background: ${(p) => p.theme.color.bg.raised};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  animation: ${pulse} 1.6s ${(p) => p.theme.motion.easing} infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Lines = styled.span`
  ${stack(2)}
  width: 100%;
`;

export const Shimmer = styled.span<{ $isLast: boolean }>`
  ${placeholder}
  height: 1em;
  width: ${(p) => (p.$isLast ? '60%' : '100%')};
  border-radius: ${(p) => p.theme.radius.sm};
`;

export const Block = styled.span<{ $aspectRatio: string }>`
  ${placeholder}
  width: 100%;
  aspect-ratio: ${(p) => p.$aspectRatio};
  border-radius: ${(p) => p.theme.radius.md};
`;

const circleSizes = { sm: 6, md: 7, lg: 8 } as const;

export const Circle = styled.span<{ $size: 'sm' | 'md' | 'lg' }>`
  ${placeholder}
  width: ${(p) => p.theme.space[circleSizes[p.$size]]};
  height: ${(p) => p.theme.space[circleSizes[p.$size]]};
  border-radius: 50%;
`;
