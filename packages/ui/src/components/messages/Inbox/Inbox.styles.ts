import styled from 'styled-components';
import {
  bareList,
  mutedText,
  outlinedCard,
  shrinkStack,
  spreadRow,
  stack,
  thinFocusRing,
} from '../../primitives/shared/layoutPatterns.styles';

export { Actions, Failure, Panel, PanelText, PanelTitle } from '../../forms/MoneyPanel.styles';

export const Toolbar = styled.div`
  ${spreadRow(3)}
`;

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]};
`;

export const Items = styled.ul`
  ${stack(2)}
  ${bareList}
`;

/** A whole row is the button that opens the message: one large target on a phone. */
export const ItemButton = styled.button<{ $isRead: boolean }>`
  ${stack(1)}
  width: 100%;
  min-height: 44px;
  ${outlinedCard}
  background: ${(p) => (p.$isRead ? 'transparent' : p.theme.color.bg.raised)};
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;
  overflow-wrap: anywhere;

  ${thinFocusRing}
`;

export const ItemHead = styled.span`
  ${spreadRow(2)}
`;

export const ItemTitle = styled.span<{ $isRead: boolean }>`
  font-weight: ${(p) => (p.$isRead ? 400 : 700)};
`;

export const Meta = styled.span`
  ${mutedText}
`;

export const UnreadMark = styled.span`
  padding: 0 ${(p) => p.theme.space[2]};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.accent.base};
  color: ${(p) => p.theme.color.text.onAccent};
  font-size: ${(p) => p.theme.font.sizeSmall};
  font-weight: 600;
`;

export const Body = styled.div`
  ${shrinkStack(3)}
  overflow-wrap: anywhere;
`;
