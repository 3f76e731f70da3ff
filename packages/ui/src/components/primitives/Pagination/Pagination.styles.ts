import styled, { css } from 'styled-components';
import { bareList, inlineCentre, lineIcon } from '../shared/layoutPatterns.styles';

export const Nav = styled.nav`
  display: flex;
  justify-content: center;
`;

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[1]};
  ${bareList}
`;

const square = css`
  ${inlineCentre}
  min-width: 40px; /* pages fit in one row at 360 px and stay comfortable touch targets */
  height: 40px;
  padding: 0 ${(p) => p.theme.space[2]};
  border-radius: ${(p) => p.theme.radius.sm};
  font: inherit;
  font-variant-numeric: tabular-nums;
`;

const interactive = css`
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  cursor: pointer;
  transition: border-color ${(p) => p.theme.motion.fast} ${(p) => p.theme.motion.easing};
  &:hover:not(:disabled) {
    border-color: ${(p) => p.theme.color.accent.subtle};
  }
`;

export const PageButton = styled.button`
  ${square}
  ${interactive}
  &[aria-current='page'] {
    background: ${(p) => p.theme.color.accent.base};
    border-color: ${(p) => p.theme.color.accent.base};
    color: ${(p) => p.theme.color.text.onAccent};
    font-weight: ${(p) => p.theme.font.weightBold};
    cursor: default;
  }
`;

export const StepButton = styled.button`
  ${square}
  ${interactive}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const Arrow = styled.svg`
  ${lineIcon(2)}
  stroke-linejoin: round;
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

export const Ellipsis = styled.span`
  ${square}
  color: ${(p) => p.theme.color.text.secondary};
`;
