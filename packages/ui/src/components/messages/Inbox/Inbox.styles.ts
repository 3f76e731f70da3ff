import styled from 'styled-components';

export { Actions, Failure, Panel, PanelText, PanelTitle } from '../../forms/MoneyPanel.styles';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[3]};
`;

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]};
`;

export const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A whole row is the button that opens the message: one large target on a phone. */
export const ItemButton = styled.button<{ $isRead: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]};
  width: 100%;
  min-height: 44px;
  padding: ${(p) => p.theme.space[3]};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => (p.$isRead ? 'transparent' : p.theme.color.bg.raised)};
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;
  overflow-wrap: anywhere;

  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const ItemHead = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[2]};
`;

export const ItemTitle = styled.span<{ $isRead: boolean }>`
  font-weight: ${(p) => (p.$isRead ? 400 : 700)};
`;

export const Meta = styled.span`
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.sizeSmall};
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
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]};
  min-width: 0;
  overflow-wrap: anywhere;
`;
