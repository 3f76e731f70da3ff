import styled from 'styled-components';

export { Actions, Failure, Panel, PanelText, PanelTitle, Success } from '../../member/shared/MoneyPanel.styles';

export const Headline = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

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

/** Label and value pairs of one row; they wrap on a phone rather than scroll sideways. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
  gap: ${(p) => p.theme.space[2]};
  margin: 0;

  & > div {
    min-width: 0;
  }

  & dt {
    color: ${(p) => p.theme.color.text.secondary};
    font-size: ${(p) => p.theme.font.sizeSmall};
  }

  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.sizeSmall};
`;
