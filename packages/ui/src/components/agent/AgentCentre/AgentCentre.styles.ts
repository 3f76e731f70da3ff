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

export const Welcome = styled.h1`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
  font-weight: ${(p) => p.theme.font.weightBold};
`;
