import styled from 'styled-components';

export const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  padding: ${(p) => p.theme.space[5]} ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.surface};
  text-align: center;
  overflow-wrap: anywhere;
`;

export const Message = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.danger};
`;
