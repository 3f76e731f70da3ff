import styled from 'styled-components';
import { blockTitle, stack, thinFocusRing } from '../../primitives/shared/layoutPatterns.styles';

export { Content, Nav, NavLink, NavList, NavSeparator, Panel, PanelText } from '../../centres/centreMenu.styles';

export const Main = styled.main<{ $isOverlay?: boolean }>`
  ${stack(4)}
  width: 100%;
  max-width: 72rem;
  margin-inline: auto;
  /* The dialog's body has its own padding. */
  padding: ${(p) => (p.$isOverlay ? '0' : `${p.theme.space[5]} ${p.theme.space[4]}`)};
  color: ${(p) => p.theme.color.text.primary};
  overflow-wrap: anywhere;
`;

export const Welcome = styled.h1`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
  font-weight: ${(p) => p.theme.font.weightBold};
`;

export const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[4]};
  min-width: 0;
  @media (min-width: 1024px) {
    grid-template-columns: 240px minmax(0, 1fr);
    align-items: start;
  }
`;

export const PageTitle = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
  line-height: 1.25;
`;

export const PanelTitle = styled.h3`
  ${blockTitle}
`;

export const BackLink = styled.a`
  align-self: flex-start;
  color: ${(p) => p.theme.color.accent.subtle};
  ${thinFocusRing}
`;
