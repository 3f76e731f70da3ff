import styled from 'styled-components';
import { bareList, stack, wrapRow } from '../../primitives/shared/layoutPatterns.styles';

export { Actions, Form, Notice, Panel, PanelText, PanelTitle } from '../../forms/MoneyPanel.styles';

export const Page = styled.section`
  ${stack(4)}
  min-width: 0;
`;

/** A second-level heading: the member centre's own h1 already names the page. */
export const PageTitle = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
`;

/** The limits of one kind (deposit, loss), one form each; side by side where there is room. */
export const LimitForms = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${(p) => p.theme.space[4]};
`;

export const Current = styled.p`
  margin: 0;
  font-weight: ${(p) => p.theme.font.weightBold};
  font-variant-numeric: tabular-nums;
`;

export const PeriodList = styled.ul`
  ${wrapRow(2)}
  ${bareList}
`;
