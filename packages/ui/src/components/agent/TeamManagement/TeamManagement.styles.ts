import styled from 'styled-components';
import {
  bareList,
  mutedText,
  raisedCard,
  shrinkStack,
  thinFocusRing,
} from '../../primitives/shared/layoutPatterns.styles';

export const Toolbar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  gap: ${(p) => p.theme.space[3]};
  align-items: end;
`;

/** The phone's sort controls: from the tablet width up the column headers sort instead. */
export const PhoneOnly = styled.div`
  display: contents;
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    display: none;
  }
`;

/** Cards on a phone (one column, never sideways); from the tablet width up the table below shows the same rows. */
export const Cards = styled.ul`
  display: grid;
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    display: none;
  }
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${(p) => p.theme.space[3]};
  ${bareList}
`;

export const Card = styled.li`
  ${shrinkStack(2)}
  ${raisedCard}
`;

export const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${(p) => p.theme.space[1]} ${(p) => p.theme.space[3]};
  margin: 0;
  dd {
    margin: 0;
    /* A word breaks only when it cannot fit a line of its own (a long username), so amounts and statuses stay whole. */
    overflow-wrap: break-word;
    font-variant-numeric: tabular-nums;
  }
`;

/** The table from the tablet width up (scrolling inside itself if the columns need more room than there is). */
export const TableBox = styled.div`
  display: none;
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    display: block;
    overflow-x: auto;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.font.sizeSmall};
  caption {
    text-align: start;
    padding-block-end: ${(p) => p.theme.space[2]};
    color: ${(p) => p.theme.color.text.secondary};
  }
  th,
  td {
    padding: ${(p) => p.theme.space[2]};
    border-bottom: 1px solid ${(p) => p.theme.color.border.subtle};
    text-align: start;
    vertical-align: middle;
  }
  th[scope='col'] {
    color: ${(p) => p.theme.color.text.secondary};
    font-weight: 400;
    white-space: nowrap;
  }
  th[scope='row'] {
    font-weight: ${(p) => p.theme.font.weightBold};
    overflow-wrap: anywhere;
  }
  [data-numeric='true'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** A column header that sorts: the whole label is the button; the arrow only repeats what aria-sort says. */
export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]};
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  ${thinFocusRing}
`;

/** The sorted column's arrow: up for ascending, down for descending (aria-sort says it to a screen reader). */
export const Arrow = styled.span<{ $isUp: boolean }>`
  display: inline-flex;
  transform: ${(p) => (p.$isUp ? 'rotate(180deg)' : 'none')};
`;

export const Hint = styled.p`
  margin: 0;
  ${mutedText}
`;
