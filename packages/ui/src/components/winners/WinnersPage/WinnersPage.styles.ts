import styled from 'styled-components';
import { ScreenPage, ScreenTitle } from '../../layout/Screen/Screen.styles';
import {
  bareList,
  blockTitle,
  mutedText,
  rangeText,
  shrinkStack,
  stack,
  thinFocusRing,
} from '../../primitives/shared/layoutPatterns.styles';

export const Page = ScreenPage;

export const Title = ScreenTitle;

export const Panel = styled.div`
  ${shrinkStack(3)}
  padding-block-start: ${(p) => p.theme.space[3]};
`;

export const List = styled.ol`
  ${bareList}
  min-width: 0;
`;

export const Row = styled.li<{ $isMine?: boolean }>`
  display: grid;
  grid-template-columns: 3ch 2.5rem minmax(0, 1fr) auto;
  grid-template-areas:
    'rank icon player amount'
    'rank icon detail amount';
  column-gap: ${(p) => p.theme.space[2]};
  align-items: center;
  padding: ${(p) => p.theme.space[2]};
  border-block-end: 1px solid ${(p) => p.theme.color.border.subtle};
  border-inline-start: 3px solid ${(p) => (p.$isMine ? p.theme.color.accent.base : 'transparent')};
  font-size: ${(p) => p.theme.font.sizeSmall};
  &:last-child {
    border-block-end: 0;
  }
`;

export const Rank = styled.span`
  grid-area: rank;
  font-weight: ${(p) => p.theme.font.weightBold};
  font-variant-numeric: tabular-nums;
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Icon = styled.img`
  grid-area: icon;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${(p) => p.theme.radius.sm};
  object-fit: cover;
  background: ${(p) => p.theme.color.bg.raised};
`;

export const Player = styled.span`
  grid-area: player;
  font-weight: ${(p) => p.theme.font.weightBold};
  overflow-wrap: anywhere;
`;

export const Detail = styled.span`
  grid-area: detail;
  color: ${(p) => p.theme.color.text.secondary};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Amount = styled.span`
  grid-area: amount;
  text-align: end;
  font-weight: ${(p) => p.theme.font.weightBold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Muted = styled.p`
  margin: 0;
  ${mutedText}
`;

/** The leaderboard's period, start – end. */
export const PeriodRange = styled(Muted)`
  ${rangeText}
`;

export const Card = styled.section`
  ${stack(1)}
  padding: ${(p) => p.theme.space[3]};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-inline-start: 3px solid ${(p) => p.theme.color.accent.base};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.surface};
`;

export const CardTitle = styled.h2`
  ${blockTitle}
`;

export const Big = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
  font-weight: ${(p) => p.theme.font.weightBold};
`;

export const Badge = styled.span`
  margin-inline-start: ${(p) => p.theme.space[1]};
  padding: 0 ${(p) => p.theme.space[1]};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.accent.base};
  color: ${(p) => p.theme.color.text.onAccent};
  font-size: ${(p) => p.theme.font.sizeSmall};
`;

export const GameButton = styled.button`
  max-width: 100%;
  min-height: 24px; /* the smallest target WCAG 2.2 allows; the row around it is larger */
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: underline;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;
  ${thinFocusRing}
`;
