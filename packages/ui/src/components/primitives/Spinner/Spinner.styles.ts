import styled, { keyframes } from 'styled-components';
import { inlineCentre } from '../shared/layoutPatterns.styles';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.4; }
`;

export const Wrapper = styled.span`
  ${inlineCentre}
`;

const sizes = { sm: 4, md: 5, lg: 6 } as const;

export const Ring = styled.span<{ $size: 'sm' | 'md' | 'lg' }>`
  width: ${(p) => p.theme.space[sizes[p.$size]]};
  height: ${(p) => p.theme.space[sizes[p.$size]]};
  border-radius: 50%;
  border: 3px solid ${(p) => p.theme.color.border.subtle};
  border-top-color: ${(p) => p.theme.color.accent.subtle};
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    /* No rotation: a slow fade still tells that something is happening. */
    animation: ${pulse} 2s ${(p) => p.theme.motion.easing} infinite !important;
  }
`;
