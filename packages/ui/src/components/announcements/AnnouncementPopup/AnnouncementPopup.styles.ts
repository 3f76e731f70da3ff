import styled from 'styled-components';
import { mutedText, shrinkStack } from '../../primitives/shared/layoutPatterns.styles';

export const Item = styled.article`
  ${shrinkStack(3)}
`;

export const ItemTitle = styled.h3`
  margin: 0;
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => p.theme.font.sizeTitle};
`;

export const Meta = styled.p`
  margin: 0;
  ${mutedText}
`;

export const Stepper = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[2]};
`;

export const Position = styled.p`
  margin: 0;
  ${mutedText}
`;
