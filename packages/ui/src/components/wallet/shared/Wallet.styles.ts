import styled from 'styled-components';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]};
  min-width: 0;
  padding: ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.bg.surface};
  overflow-wrap: anywhere;
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeBody};
`;

export const PanelText = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]};
  min-width: 0;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[3]};
`;

/** The wallets and their balances: a two-column list that wraps long names instead of widening the page. */
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

export const Success = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.raised};
  color: ${(p) => p.theme.color.text.primary};
  font-weight: 600;
`;

export const Failure = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.danger};
`;
