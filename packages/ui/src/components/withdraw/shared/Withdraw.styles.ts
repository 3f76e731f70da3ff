import styled from 'styled-components';

export {
  Actions,
  Failure,
  Form,
  Panel,
  PanelText as Text,
  PanelTitle,
  Success,
} from '../../member/shared/MoneyPanel.styles';

export const Strong = styled.p`
  margin: 0;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

export const Notice = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[3]};
  border-inline-start: 3px solid ${(p) => p.theme.color.accent.base};
  background: ${(p) => p.theme.color.bg.raised};
  color: ${(p) => p.theme.color.text.primary};
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
  justify-content: space-between;
  gap: ${(p) => p.theme.space[2]};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

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
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
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
