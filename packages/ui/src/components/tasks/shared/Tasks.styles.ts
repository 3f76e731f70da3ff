import styled from 'styled-components';

export { Failure, Panel, PanelText, PanelTitle, Success } from '../../forms/MoneyPanel.styles';

export const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]};
  min-width: 0;
  padding: ${(p) => p.theme.space[3]};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-radius: ${(p) => p.theme.radius.md};
`;

export const RowHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[2]};
  font-weight: 600;
`;

export const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.sizeSmall};
`;

export const SubTitle = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeBody};
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
