import styled from 'styled-components';
import { bareList, blockTitle, shrinkStack, stack } from '../../primitives/shared/layoutPatterns.styles';

export const Detail = styled.section`
  ${shrinkStack(3)}
  padding: ${(p) => p.theme.space[4]};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-radius: ${(p) => p.theme.radius.lg};
  overflow-wrap: anywhere;
`;

export const DetailTitle = styled.h3`
  ${blockTitle}
`;

export const SubTitle = styled.h4`
  ${blockTitle}
`;

export const Milestones = styled.ol`
  ${stack(2)}
  ${bareList}
`;

export const MilestoneItem = styled.li<{ $isReached: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[2]};
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
  border-inline-start: 4px solid ${(p) => (p.$isReached ? p.theme.color.border.focus : p.theme.color.border.subtle)};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.bg.raised};
`;

export const TableWrap = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${(p) => p.theme.space[2]};
    text-align: start;
    border-bottom: 1px solid ${(p) => p.theme.color.border.subtle};
  }

  td:nth-child(3),
  td:nth-child(4),
  th:nth-child(3),
  th:nth-child(4) {
    text-align: end;
  }
`;

export const MineRow = styled.tr`
  background: ${(p) => p.theme.color.bg.raised};
  font-weight: 600;

  th,
  td {
    border-bottom: 0;
  }
`;
