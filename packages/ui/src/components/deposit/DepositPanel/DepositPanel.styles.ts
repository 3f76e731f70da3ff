import styled from 'styled-components';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]};
  padding: ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.bg.surface};
  overflow-wrap: anywhere;
  min-width: 0;
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeBody};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]};
  min-width: 0;
`;

export const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.sizeSmall};
`;

export const Text = styled.p`
  margin: 0;
`;

export const Presets = styled.div`
  display: grid;
  /* As many chips a row as fit a whole amount: fewer columns on a phone rather than an amount split in two. */
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: ${(p) => p.theme.space[2]};
`;

export const PresetButton = styled.button<{ $isChosen: boolean }>`
  min-height: 44px;
  min-width: 0;
  padding: ${(p) => p.theme.space[1]} ${(p) => p.theme.space[2]};
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => (p.$isChosen ? p.theme.color.accent.base : p.theme.color.border.subtle)};
  background: ${(p) => (p.$isChosen ? p.theme.color.bg.raised : 'transparent')};
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  font-weight: ${(p) => (p.$isChosen ? p.theme.font.weightBold : 'inherit')};
  cursor: pointer;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

export const PresetLegend = styled.span`
  display: block;
  margin-bottom: ${(p) => p.theme.space[2]};
  font-size: ${(p) => p.theme.font.sizeSmall};
  color: ${(p) => p.theme.color.text.secondary};
`;

export const FormError = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.danger};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]};
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space[2]};
  margin: 0;
`;

export const DetailRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[1]} ${(p) => p.theme.space[3]};
  padding-bottom: ${(p) => p.theme.space[2]};
  border-bottom: 1px solid ${(p) => p.theme.color.border.subtle};
  min-width: 0;
`;

export const DetailTerm = styled.dt`
  flex: 1 1 100%;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.sizeSmall};
`;

export const DetailValue = styled.dd`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[2]};
  flex: 1 1 100%;
  min-width: 0;
  margin: 0;
  font-weight: ${(p) => p.theme.font.weightBold};
  overflow-wrap: anywhere;
`;

export const CopyValue = styled.span`
  flex: 1 1 0;
  min-width: 0;
`;

export const CopyLine = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  font-weight: normal;
`;

export const CopyStatus = styled.span`
  font-size: ${(p) => p.theme.font.sizeSmall};
  color: ${(p) => p.theme.color.text.secondary};
  &:empty {
    display: none;
  }
`;

export const CopyButtonRoot = styled.button`
  flex: 0 0 auto;
  min-height: 44px;
  min-width: 44px;
  padding: 0 ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radius.pill};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  background: transparent;
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  font-size: ${(p) => p.theme.font.sizeSmall};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const Status = styled.span<{ $tone: 'pending' | 'good' | 'bad' }>`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  min-height: 28px;
  padding: 0 ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radius.pill};
  border: 1px solid
    ${(p) =>
      p.$tone === 'pending'
        ? p.theme.color.status.warning
        : p.$tone === 'bad'
          ? p.theme.color.status.danger
          : p.theme.color.accent.subtle};
  font-size: ${(p) => p.theme.font.sizeSmall};
  font-weight: ${(p) => p.theme.font.weightBold};
`;

export const QrBox = styled.div`
  display: flex;
  justify-content: center;
  max-width: 280px;
  width: 100%;
  align-self: center;
`;

export const PayLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[5]};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.accent.base};
  color: ${(p) => p.theme.color.text.onAccent};
  font-weight: ${(p) => p.theme.font.weightBold};
  text-decoration: none;
  &:hover {
    background: ${(p) => p.theme.color.accent.hover};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const Orders = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const OrderRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[1]} ${(p) => p.theme.space[3]};
  padding: ${(p) => p.theme.space[2]} 0;
  border-bottom: 1px solid ${(p) => p.theme.color.border.subtle};
  min-width: 0;
`;

export const Steps = styled.ol`
  margin: 0;
  padding-inline-start: ${(p) => p.theme.space[5]};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]};
`;
