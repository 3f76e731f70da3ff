import styled from 'styled-components';

export const Section = styled.section`
  padding: ${(p) => p.theme.space[6]} ${(p) => p.theme.space[5]};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.bg.surface};
`;

export const Title = styled.h1`
  margin: 0 0 ${(p) => p.theme.space[2]};
  font-size: ${(p) => p.theme.font.sizeDisplay};
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

export const Lead = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;
