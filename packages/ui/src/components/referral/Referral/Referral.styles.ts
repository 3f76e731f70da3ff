import styled from 'styled-components';

export { Actions, ActionRowHead as RowHead, Facts, Panel, PanelText, PanelTitle } from '../../forms/MoneyPanel.styles';

export const Code = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
  font-weight: 700;
  letter-spacing: 0.05em;
`;

/** The link wraps anywhere: a long URL never pushes the page sideways on a phone. */
export const Link = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[2]};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.raised};
  overflow-wrap: anywhere;
  word-break: break-all;
`;

export const QrSlot = styled.div`
  display: flex;
  justify-content: center;
`;

export const Status = styled.p`
  min-height: 1.5em;
  margin: 0;
  font-weight: 600;
`;
