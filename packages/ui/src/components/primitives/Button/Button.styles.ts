import styled, { css } from 'styled-components';
import { inlineCentre } from '../shared/layoutPatterns.styles';

export const StyledButton = styled.button<{ $variant: 'primary' | 'secondary' }>`
  ${inlineCentre}
  gap: ${(p) => p.theme.space[2]};
  min-height: 44px; /* a comfortable touch target */
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[5]};
  border-radius: ${(p) => p.theme.radius.pill};
  border: 1px solid transparent;
  font: inherit;
  font-weight: ${(p) => p.theme.font.weightBold};
  cursor: pointer;
  transition: background-color ${(p) => p.theme.motion.fast} ${(p) => p.theme.motion.easing};
  ${(p) =>
    p.$variant === 'primary'
      ? css`
          background: ${p.theme.color.accent.base};
          color: ${p.theme.color.text.onAccent};
          &:hover:not(:disabled) {
            background: ${p.theme.color.accent.hover};
          }
        `
      : css`
          background: transparent;
          color: ${p.theme.color.text.primary};
          border-color: ${p.theme.color.border.subtle};
          &:hover:not(:disabled) {
            border-color: ${p.theme.color.accent.subtle};
          }
        `}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

export const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: atrium-spin 0.8s linear infinite;
  @keyframes atrium-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
