import styled from 'styled-components';

export {
  Actions,
  ActionRowHead as RowHead,
  Facts,
  Failure,
  Panel,
  PanelText,
  PanelTitle,
  Row,
  Rows,
  Success,
} from '../../forms/MoneyPanel.styles';

export const Headline = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

export const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.sizeSmall};
`;
