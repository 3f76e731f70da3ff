import styled, { css } from 'styled-components';
import { inlineCentre } from '../shared/layoutPatterns.styles';

export type IconButtonVariant = 'ghost' | 'secondary' | 'primary';

export const StyledIconButton = styled.button<{ $variant: IconButtonVariant }>`
  ${inlineCentre}
  flex: none;
  width: 44px; /* a comfortable touch target */
  height: 44px;
  padding: 0;
  border-radius: ${(p) => p.theme.radius.pill};
  border: 1px solid transparent;
  font-size: ${(p) => p.theme.font.sizeTitle};
  cursor: pointer;
  transition:
    background-color ${(p) => p.theme.motion.fast} ${(p) => p.theme.motion.easing},
    border-color ${(p) => p.theme.motion.fast} ${(p) => p.theme.motion.easing};
  ${(p) => {
    switch (p.$variant) {
      case 'primary':
        return css`
          background: ${p.theme.color.accent.base};
          color: ${p.theme.color.text.onAccent};
          &:hover:not(:disabled) {
            background: ${p.theme.color.accent.hover};
          }
        `;
      case 'secondary':
        return css`
          background: transparent;
          color: ${p.theme.color.text.primary};
          border-color: ${p.theme.color.border.subtle};
          &:hover:not(:disabled) {
            border-color: ${p.theme.color.accent.subtle};
          }
        `;
      default:
        return css`
          background: transparent;
          color: ${p.theme.color.text.primary};
          &:hover:not(:disabled) {
            background: ${p.theme.color.bg.raised};
          }
        `;
    }
  }}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
  svg {
    display: block;
  }
`;
