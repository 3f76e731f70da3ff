import styled from 'styled-components';

export const RebateFields = styled.fieldset`
  display: grid;
  gap: ${(p) => p.theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    margin-bottom: ${(p) => p.theme.space[2]};
    padding: 0;
    font-weight: 600;
  }
`;

/** One column on a phone, as many as fit from the tablet width up. */
export const RebateGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  gap: ${(p) => p.theme.space[3]};
`;
