import styled from 'styled-components';

export const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  padding: ${(p) => p.theme.space[6]} ${(p) => p.theme.space[4]};
  text-align: center;
  overflow-wrap: anywhere;
`;

export const Icon = styled.svg`
  width: ${(p) => p.theme.space[7]};
  height: ${(p) => p.theme.space[7]};
  fill: none;
  stroke: ${(p) => p.theme.color.accent.subtle};
  stroke-width: 1.5;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

export const Message = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;
