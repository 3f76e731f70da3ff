import styled from 'styled-components';

export { Content, Nav, NavLink, NavList, NavSeparator, Panel, PanelText } from '../../centres/centreMenu.styles';

export const Page = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[4]};
  padding: ${(p) => p.theme.space[4]};
  @media (min-width: 1024px) {
    grid-template-columns: 240px minmax(0, 1fr);
    align-items: start;
    padding: ${(p) => p.theme.space[5]};
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
  line-height: 1.25;
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeBody};
`;

export const PanelActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[3]};
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[4]};
  margin: 0;
`;

export const DetailTerm = styled.dt`
  color: ${(p) => p.theme.color.text.secondary};
`;

export const DetailValue = styled.dd`
  margin: 0;
`;

export const BackLink = styled.a`
  color: ${(p) => p.theme.color.accent.subtle};
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;
