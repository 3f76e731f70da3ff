import styled from 'styled-components';

export const PendingRow = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${(p) => p.theme.space[2]};
`;
