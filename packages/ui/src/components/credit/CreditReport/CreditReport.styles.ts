import styled from 'styled-components';
import { ScreenPage, ScreenTitle } from '../../layout/Screen/Screen.styles';
import { mutedText, rangeText } from '../../primitives/shared/layoutPatterns.styles';

export const Page = ScreenPage;

export const Title = ScreenTitle;

export const Track = styled.div`
  height: 10px;
  border-radius: 5px;
  background: ${(p) => p.theme.color.bg.raised};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  overflow: hidden;
`;

export const Fill = styled.div<{ $percent: number }>`
  width: ${(p) => p.$percent}%;
  height: 100%;
  background: ${(p) => (p.$percent >= 90 ? p.theme.color.status.danger : p.theme.color.accent.base)};
`;

export const MeterLabel = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[2]};
  ${mutedText}
`;

export const Warning = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[3]};
  border-inline-start: 4px solid ${(p) => p.theme.color.status.danger};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.raised};
  color: ${(p) => p.theme.color.text.danger};
  font-weight: ${(p) => p.theme.font.weightBold};
`;

/** A period, start – end. */
export const Range = styled.span`
  ${rangeText}
`;

export const StatusText = styled.span<{ $status: 'settled' | 'due' | 'overdue' }>`
  font-weight: ${(p) => (p.$status === 'settled' ? 'inherit' : p.theme.font.weightBold)};
  color: ${(p) => (p.$status === 'overdue' ? p.theme.color.text.danger : 'inherit')};
`;
