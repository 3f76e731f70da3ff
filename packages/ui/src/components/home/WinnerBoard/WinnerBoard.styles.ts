import styled from 'styled-components';
import {
  bareList,
  mutedText,
  outlinedCard,
  spreadRow,
  stack,
  touchRow,
} from '../../primitives/shared/layoutPatterns.styles';

export const Section = styled.section`
  ${stack(3)}
  ${outlinedCard}
  background: ${(p) => p.theme.color.bg.surface};
  /* Below the fold on a phone: the browser skips its style, layout and paint until it nears the screen, and
     remembers its last size (docs/decisions/0006, Lighthouse TBT). The estimate only sizes it before its first layout. */
  content-visibility: auto;
  contain-intrinsic-size: auto 24rem;
`;

export const Header = styled.div`
  ${spreadRow(2)}
`;

export const SeeAll = styled.a`
  ${touchRow}
  ${mutedText}
  text-decoration: underline;
  &:hover {
    color: ${(p) => p.theme.color.text.primary};
  }
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
  font-weight: ${(p) => p.theme.font.weightBold};
`;

export const List = styled.ol`
  ${bareList}
`;

export const Row = styled.li`
  display: grid;
  grid-template-columns: 2ch minmax(0, 1fr) auto;
  grid-template-areas:
    'rank player amount'
    'rank game amount';
  column-gap: ${(p) => p.theme.space[2]};
  align-items: center;
  padding: ${(p) => p.theme.space[2]} 0;
  border-block-end: 1px solid ${(p) => p.theme.color.border.subtle};
  font-size: ${(p) => p.theme.font.sizeSmall};
  &:last-child {
    border-block-end: 0;
  }
`;

export const Rank = styled.span`
  grid-area: rank;
  font-weight: ${(p) => p.theme.font.weightBold};
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Player = styled.span`
  grid-area: player;
  font-weight: ${(p) => p.theme.font.weightBold};
`;

export const Game = styled.span`
  grid-area: game;
  color: ${(p) => p.theme.color.text.secondary};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Amount = styled.span`
  grid-area: amount;
  font-weight: ${(p) => p.theme.font.weightBold};
  font-variant-numeric: tabular-nums;
`;
