import styled from 'styled-components';

const factors = { sm: 2, md: 3, lg: 4 } as const;

export const Frame = styled.svg<{ $displaySize: 'sm' | 'md' | 'lg' }>`
  display: block;
  width: 100%;
  height: auto;
  max-width: calc(${(p) => p.theme.space[8]} * ${(p) => factors[p.$displaySize]});
  border-radius: ${(p) => p.theme.radius.sm};
`;
