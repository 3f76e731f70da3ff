import styled from 'styled-components';
import { iconButtonBox } from '../shared/layoutPatterns.styles';

export const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]};
`;

export const Amount = styled.span`
  font-weight: ${(p) => p.theme.font.weightBold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  unicode-bidi: isolate;
`;

export const Symbol = styled.span`
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Toggle = styled.button`
  ${iconButtonBox}
  border: 0;
  border-radius: ${(p) => p.theme.radius.pill};
  background: transparent;
  color: ${(p) => p.theme.color.text.secondary};
  cursor: pointer;
  &:hover {
    color: ${(p) => p.theme.color.text.primary};
  }
`;

export const EyeIcon = styled.svg`
  width: 1.25em;
  height: 1.25em;
  fill: none;
  stroke: currentColor;
  stroke-width: 1.8;
  stroke-linecap: round;
  stroke-linejoin: round;
`;
