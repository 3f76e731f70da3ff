import styled from 'styled-components';

/** The downline's field and the button: side by side where they fit, the button under the field on a phone. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => p.theme.space[2]};
  & > :first-child {
    flex: 1 1 12rem;
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;
