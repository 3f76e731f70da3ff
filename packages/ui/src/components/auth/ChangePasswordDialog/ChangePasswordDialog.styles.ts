import styled from 'styled-components';

export const Changed = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.primary};
  line-height: ${(p) => p.theme.font.lineHeight};
`;
