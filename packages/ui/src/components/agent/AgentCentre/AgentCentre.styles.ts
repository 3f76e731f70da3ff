import styled from 'styled-components';

export const Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]};
  width: 100%;
  max-width: 72rem;
  margin-inline: auto;
  padding: ${(p) => p.theme.space[5]} ${(p) => p.theme.space[4]};
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

const entry = `
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  border: 0;
  font: inherit;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
`;

export const NavLink = styled.a<{ $isCurrent: boolean }>`
  ${entry}
  padding: 0 ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radius.md};
  font-weight: ${(p) => (p.$isCurrent ? 600 : 400)};
  color: ${(p) => (p.$isCurrent ? p.theme.color.text.primary : p.theme.color.text.secondary)};
  background: ${(p) => (p.$isCurrent ? p.theme.color.bg.raised : 'transparent')};
  &:hover {
    color: ${(p) => p.theme.color.text.primary};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const Content = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]};
  min-width: 0;
`;

export const PageTitle = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
  line-height: 1.25;
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]};
  padding: ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.bg.surface};
  overflow-wrap: anywhere;
`;

export const PanelTitle = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeBody};
`;

export const PanelText = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;

export const BackLink = styled.a`
  align-self: flex-start;
  color: ${(p) => p.theme.color.accent.subtle};
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;
