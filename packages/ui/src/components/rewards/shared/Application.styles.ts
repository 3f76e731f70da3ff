import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]};
  min-width: 0;
`;

export const Text = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;
