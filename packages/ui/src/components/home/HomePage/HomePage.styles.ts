import styled from 'styled-components';
import { shrinkStack } from '../../primitives/shared/layoutPatterns.styles';

export const Page = styled.div`
  ${shrinkStack(4)}
  padding: ${(p) => p.theme.space[3]};
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    padding: ${(p) => p.theme.space[5]};
  }
`;

/** One column on phones; from a laptop the winner board stands beside the sections. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space[5]};
  @media (min-width: ${(p) => p.theme.breakpoint.laptop}) {
    grid-template-columns: minmax(0, 1fr) 18rem;
    align-items: start;
  }
`;

export const Main = styled.div`
  ${shrinkStack(6)}
`;

export const Aside = styled.div`
  min-width: 0;
`;

/** The category menu's row while loading: the height of its buttons (2.75rem) and the list's padding. */
export const MenuBar = styled.div`
  height: calc(2.75rem + 2 * ${(p) => p.theme.space[1]});
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.bg.raised};
`;

/** A section heading's line while loading. */
export const TitleBar = styled.div`
  width: 40%;
  height: 1.5em;
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.bg.raised};
`;
