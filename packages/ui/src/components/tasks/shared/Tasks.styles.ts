import styled from 'styled-components';
import {
  bareList,
  blockTitle,
  mutedText,
  outlinedCard,
  shrinkStack,
  spreadRow,
  stack,
} from '../../primitives/shared/layoutPatterns.styles';

export { Failure, Panel, PanelText, PanelTitle, Success } from '../../forms/MoneyPanel.styles';

export const Rows = styled.ul`
  ${stack(3)}
  ${bareList}
`;

export const Row = styled.li`
  ${shrinkStack(2)}
  ${outlinedCard}
`;

export const RowHead = styled.div`
  ${spreadRow(2)}
  font-weight: 600;
`;

export const Note = styled.p`
  margin: 0;
  ${mutedText}
`;

export const SubTitle = styled.h3`
  ${blockTitle}
`;

export const Meter = styled.progress`
  width: 100%;
  height: 8px;
  accent-color: ${(p) => p.theme.color.accent.base};
`;

export const Stage = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[4]};
  padding: ${(p) => p.theme.space[3]} 0;
`;

export const Prize = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  text-align: center;
`;
