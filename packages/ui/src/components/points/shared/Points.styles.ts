import styled from 'styled-components';
import { shrinkStack } from '../../primitives/shared/layoutPatterns.styles';
import { Rows } from '../../forms/MoneyPanel.styles';

export {
  Actions,
  Failure,
  Form,
  Panel,
  PanelText as Text,
  PanelTitle,
  Notice as Note,
  Row,
  RowHead,
  Rows,
  Strong,
  Success,
} from '../../forms/MoneyPanel.styles';

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${(p) => p.theme.space[3]};
  margin: 0;

  & > div {
    ${shrinkStack(1)}
  }

  & dt {
    color: ${(p) => p.theme.color.text.secondary};
  }

  & dd {
    margin: 0;
    font-size: ${(p) => p.theme.font.sizeTitle};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** The goods as cards: one column on a phone, more as the page widens. */
export const GoodsGrid = styled(Rows)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
`;

/** A good's picture: its box is fixed at 4:3 before it loads, so nothing below it moves when it arrives. */
export const GoodPicture = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.bg.raised};
`;

/** Label and value pairs of one row; they wrap on a phone rather than scroll sideways. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
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

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  & th,
  & td {
    padding: ${(p) => p.theme.space[2]};
    border-bottom: 1px solid ${(p) => p.theme.color.border.subtle};
    text-align: start;
    overflow-wrap: anywhere;
  }

  & th {
    color: ${(p) => p.theme.color.text.secondary};
    font-weight: 600;
  }
`;
