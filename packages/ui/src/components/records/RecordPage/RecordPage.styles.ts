import styled, { css } from 'styled-components';
import { raisedCard, shrinkStack, surfacePanel } from '../../primitives/shared/layoutPatterns.styles';

export const Frame = styled.div`
  ${shrinkStack(4)}
`;

export const Panel = styled.section`
  ${shrinkStack(3)}
  ${surfacePanel}
`;

export const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space[3]};
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const TotalsList = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[3]};
  margin: 0;
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const TotalItem = styled.div`
  ${shrinkStack(1)}
  ${raisedCard}
`;

export const TotalTerm = styled.dt`
  font-size: ${(p) => p.theme.font.sizeSmall};
  color: ${(p) => p.theme.color.text.secondary};
`;

export const TotalValue = styled.dd`
  margin: 0;
  font-weight: ${(p) => p.theme.font.weightBold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeBody};
  font-weight: ${(p) => p.theme.font.weightBold};
`;

export const Status = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeSmall};
  color: ${(p) => p.theme.color.text.secondary};
`;

const phoneCards = css`
  @media (max-width: calc(${(p) => p.theme.breakpoint.tablet} - 1px)) {
    display: block;
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tbody,
    tfoot {
      display: flex;
      flex-direction: column;
      gap: ${(p) => p.theme.space[3]};
    }
    tr {
      display: grid;
      gap: ${(p) => p.theme.space[1]};
      padding: ${(p) => p.theme.space[3]};
      border-radius: ${(p) => p.theme.radius.md};
      background: ${(p) => p.theme.color.bg.raised};
    }
    td,
    th[scope='row'] {
      display: flex;
      justify-content: space-between;
      gap: ${(p) => p.theme.space[3]};
      padding: 0;
      border: 0;
      text-align: end;
      min-width: 0;
      /* A long name or reference breaks only when it cannot fit a line by itself; words never split to save room. */
      overflow-wrap: break-word;
    }
    td::before,
    th[scope='row']::before {
      content: attr(data-label);
      flex-shrink: 0;
      max-width: 50%;
      text-align: start;
      white-space: normal;
      color: ${(p) => p.theme.color.text.secondary};
      font-weight: 400;
    }
  }
`;

/**
 * From the tablet width up, a table wider than its column scrolls sideways inside this region (named after the
 * table, reachable by Tab so a keyboard can scroll it) rather than squeezing its words; on phones the rows are
 * cards and nothing scrolls.
 */
export const TableScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
  border-radius: ${(p) => p.theme.radius.md};
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.font.sizeSmall};
  /* Containers above may let text break anywhere (for long names); inside a table that splits words and numbers. */
  overflow-wrap: normal;
  word-break: normal;
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  th,
  td {
    /* Roomy rows everywhere; roomy columns only where the width is there, so a tablet still fits its columns. */
    padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[2]};
    @media (min-width: ${(p) => p.theme.breakpoint.laptop}) {
      padding-inline: ${(p) => p.theme.space[4]};
    }
    border-bottom: 1px solid ${(p) => p.theme.color.border.subtle};
    text-align: start;
    vertical-align: top;
  }
  th {
    color: ${(p) => p.theme.color.text.secondary};
    font-weight: 400;
  }
  th[scope='col'] {
    white-space: nowrap;
  }
  th[scope='row'] {
    color: ${(p) => p.theme.color.text.primary};
    font-weight: ${(p) => p.theme.font.weightBold};
  }
  [data-numeric='true'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  ${phoneCards}
`;

export const Amount = styled.span<{ $tone: 'positive' | 'negative' | 'neutral' }>`
  white-space: nowrap;
  font-weight: ${(p) => (p.$tone === 'neutral' ? 'inherit' : p.theme.font.weightBold)};
`;

export const Busy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]};
`;

export const Moment = styled.time`
  font-variant-numeric: tabular-nums;
`;
