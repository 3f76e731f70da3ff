import styled from 'styled-components';
import { thinFocusRing } from '../../primitives/shared/layoutPatterns.styles';

export const Nav = styled.nav`
  min-width: 0;
`;

export const List = styled.ul`
  display: flex;
  gap: ${(p) => p.theme.space[2]};
  margin: 0;
  padding: ${(p) => p.theme.space[1]} 0;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: thin;
`;

export const Item = styled.button`
  min-height: 2.75rem;
  padding: 0 ${(p) => p.theme.space[4]};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  font-size: ${(p) => p.theme.font.sizeSmall};
  white-space: nowrap;
  cursor: pointer;
  &[aria-current='true'] {
    border-color: ${(p) => p.theme.color.accent.base};
    background: ${(p) => p.theme.color.accent.base};
    color: ${(p) => p.theme.color.text.onAccent};
    font-weight: ${(p) => p.theme.font.weightBold};
  }
  ${thinFocusRing}
`;
