import styled from 'styled-components';

export { Actions, Failure, Form, Panel, PanelText, PanelTitle, Success } from '../../forms/MoneyPanel.styles';

export const Balances = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) max-content;
  gap: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[4]};
  margin: 0;
`;

export const BalanceName = styled.dt<{ $isMain?: boolean }>`
  min-width: 0;
  font-weight: ${(p) => (p.$isMain ? 600 : 400)};
`;

export const BalanceAmount = styled.dd<{ $isMain?: boolean }>`
  margin: 0;
  text-align: end;
  font-variant-numeric: tabular-nums;
  font-weight: ${(p) => (p.$isMain ? 600 : 400)};
`;
