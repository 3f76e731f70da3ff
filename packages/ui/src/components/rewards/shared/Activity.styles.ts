import type { ActivityPhase } from '@atrium/domain/points';
import styled from 'styled-components';
import {
  bareList,
  blockTitle,
  mutedText,
  rangeText,
  spreadRow,
  stack,
} from '../../primitives/shared/layoutPatterns.styles';

export { Failure, Panel, PanelText, PanelTitle, Success } from '../../forms/MoneyPanel.styles';

export const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: ${(p) => p.theme.space[3]};
  ${bareList}
`;

export const Card = styled.article`
  ${stack(2)}
  height: 100%;
  min-width: 0;
  padding: ${(p) => p.theme.space[4]};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.bg.surface};
  overflow-wrap: anywhere;
`;

export const CardHead = styled.div`
  ${spreadRow(2)}
`;

export const CardTitle = styled.h3`
  ${blockTitle}
`;

export const Kind = styled.span`
  ${mutedText}
`;

const PHASE_COLOR: Readonly<Record<ActivityPhase, 'focus' | 'warning' | 'danger' | 'subtle'>> = {
  open: 'focus',
  pending: 'warning',
  refused: 'danger',
  done: 'subtle',
  ended: 'subtle',
  upcoming: 'subtle',
};

/** The status as a chip: its word carries the meaning, the edge's colour only repeats it. */
export const StatusChip = styled.span<{ $phase: ActivityPhase }>`
  display: inline-block;
  padding: ${(p) => `${p.theme.space[1]} ${p.theme.space[2]}`};
  border-inline-start: 4px solid
    ${(p) => {
      const color = PHASE_COLOR[p.$phase];
      if (color === 'focus') return p.theme.color.border.focus;
      if (color === 'subtle') return p.theme.color.border.subtle;
      return p.theme.color.status[color];
    }};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.bg.raised};
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => p.theme.font.sizeSmall};
  font-weight: 600;
`;

export const Text = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;

/** A period, start – end. */
export const PeriodText = styled(Text)`
  ${rangeText}
`;

export const Strong = styled.p`
  margin: 0;
  font-weight: 600;
`;

export const Meter = styled.progress`
  width: 100%;
  height: 8px;
  accent-color: ${(p) => p.theme.color.accent.base};
`;

export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]};
  margin-top: auto;
`;
