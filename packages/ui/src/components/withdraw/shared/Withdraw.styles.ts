import styled from 'styled-components';
import { hiddenInput } from '../../primitives/shared/layoutPatterns.styles';

export {
  Actions,
  Failure,
  Form,
  Panel,
  PanelText as Text,
  PanelTitle,
  Row,
  RowHead,
  Rows,
  Strong,
  Notice,
  Success,
} from '../../forms/MoneyPanel.styles';

export const ProofGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ProofItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]};
  min-width: 0;

  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.bg.raised};
  }
`;

export const FileInput = styled.input`
  ${hiddenInput}
`;

export const FieldGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-block-end: ${(p) => p.theme.space[2]};
    font-weight: 600;
  }
`;
