import styled from 'styled-components';
export { Page, Results, Title } from '../LobbyPage/LobbyPage.styles';

export const Prompt = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[4]};
  padding: ${(p) => p.theme.space[6]} ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.bg.surface};
  text-align: center;
`;

export const PromptText = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.primary};
`;
