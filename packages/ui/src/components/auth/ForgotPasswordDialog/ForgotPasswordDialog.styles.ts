import styled from 'styled-components';

export const Intro = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeSmall};
  color: ${(p) => p.theme.color.text.secondary};
`;

/** §8 "forgot-password success shows a sent message". */
export const SentMessage = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.primary};
  line-height: ${(p) => p.theme.font.lineHeight};
`;
