import styled from 'styled-components';
import { shrinkStack, stack, surfacePanel, thinFocusRing } from '../primitives/shared/layoutPatterns.styles';

/**
 * The frame both centres share (the member centre and the agent centre): a menu that is one sideways-scrolling row on
 * a phone, leaving the page its full width, and a column beside the page from 1024 px; the page's panels.
 */
export const Nav = styled.nav`
  overflow-x: auto;
  min-width: 0;
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.bg.surface};
`;

export const NavList = styled.ul`
  display: flex;
  gap: ${(p) => p.theme.space[1]};
  margin: 0;
  padding: ${(p) => p.theme.space[2]};
  list-style: none;
  @media (min-width: 1024px) {
    flex-direction: column;
  }
`;

/** Between the pages and the links that leave the centre: a rule across the row, or along the column when wider. */
export const NavSeparator = styled.li`
  flex: none;
  align-self: stretch;
  width: 1px;
  margin: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[1]};
  background: ${(p) => p.theme.color.border.subtle};
  @media (min-width: 1024px) {
    width: auto;
    height: 1px;
  }
`;

/** A menu entry: a link, or a button (customer service) that looks the same. */
export const NavLink = styled.a<{ $isCurrent: boolean }>`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  width: 100%;
  min-height: 44px;
  padding: 0 ${(p) => p.theme.space[3]};
  border: 0;
  border-radius: ${(p) => p.theme.radius.md};
  font: inherit;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  font-weight: ${(p) => (p.$isCurrent ? 600 : 400)};
  color: ${(p) => (p.$isCurrent ? p.theme.color.text.primary : p.theme.color.text.secondary)};
  background: ${(p) => (p.$isCurrent ? p.theme.color.bg.raised : 'transparent')};
  &:hover {
    color: ${(p) => p.theme.color.text.primary};
  }
  ${thinFocusRing}
`;

export const Content = styled.section`
  ${shrinkStack(4)}
`;

export const Panel = styled.section`
  ${stack(3)}
  ${surfacePanel}
  overflow-wrap: anywhere;
`;

export const PanelText = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;
