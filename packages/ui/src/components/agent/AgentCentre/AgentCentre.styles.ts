import styled from 'styled-components';

export const Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]};
  width: 100%;
  max-width: 72rem;
  margin-inline: auto;
  padding: ${(p) => p.theme.space[5]} ${(p) => p.theme.space[4]};
  color: ${(p) => p.theme.color.text.primary};
  overflow-wrap: anywhere;
`;
