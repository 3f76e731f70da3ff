import styled from 'styled-components';
import { stack } from '../../primitives/shared/layoutPatterns.styles';

export const Page = styled.div`
  ${stack(5)}
  padding: ${(p) => p.theme.space[5]} ${(p) => p.theme.space[4]};
  background: ${(p) => p.theme.color.bg.canvas};
  color: ${(p) => p.theme.color.text.primary};

  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    padding: ${(p) => p.theme.space[6]};
  }
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeDisplay};
`;
