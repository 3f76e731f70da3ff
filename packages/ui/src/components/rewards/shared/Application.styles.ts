import styled from 'styled-components';
import { shrinkStack } from '../../primitives/shared/layoutPatterns.styles';

export const Form = styled.form`
  ${shrinkStack(3)}
`;

export const Text = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;
