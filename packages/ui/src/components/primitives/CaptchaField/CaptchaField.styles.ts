import styled from 'styled-components';
import { iconButtonBox, lineIcon, stack } from '../shared/layoutPatterns.styles';

export { ErrorMessage as ErrorText } from '../TextField/TextField.styles';

export const Field = styled.div`
  ${stack(1)}
`;

export const Label = styled.label`
  font-size: ${(p) => p.theme.font.sizeSmall};
  font-weight: ${(p) => p.theme.font.weightBold};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
`;

export const Input = styled.input<{ $hasError: boolean }>`
  flex: 1 1 auto;
  min-width: 0;
  min-height: 44px;
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => (p.$hasError ? p.theme.color.status.danger : p.theme.color.border.subtle)};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
`;

export const ImageBox = styled.div`
  flex: 0 0 auto;
  width: calc(${(p) => p.theme.space[8]} + ${(p) => p.theme.space[6]});
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${(p) => p.theme.radius.sm};
    image-rendering: pixelated;
  }
`;

export const RefreshButton = styled.button`
  flex: 0 0 auto;
  ${iconButtonBox}
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-radius: ${(p) => p.theme.radius.md};
  background: transparent;
  color: ${(p) => p.theme.color.text.primary};
  cursor: pointer;
  &:hover {
    border-color: ${(p) => p.theme.color.accent.subtle};
  }
`;

export const RefreshIcon = styled.svg`
  ${lineIcon(2)}
  stroke-linejoin: round;
`;
