import styled from 'styled-components';
import { stack } from '../../primitives/shared/layoutPatterns.styles';

export const Page = styled.main`
  min-height: 100vh;
  min-height: 100dvh;
  display: grid;
  place-items: center;
  padding: ${(p) => p.theme.space[5]} ${(p) => p.theme.space[4]};
  background: ${(p) => p.theme.color.bg.canvas};
`;

export const Card = styled.section`
  width: 100%;
  max-width: 480px;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[4]};
  padding: ${(p) => p.theme.space[6]} ${(p) => p.theme.space[5]};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.bg.surface};
  box-shadow: ${(p) => p.theme.shadow.raised};
  text-align: center;
  overflow-wrap: anywhere;
`;

export const Icon = styled.div<{ $tone: 'accent' | 'warning' | 'danger' }>`
  width: 64px;
  height: 64px;
  color: ${(p) => (p.$tone === 'accent' ? p.theme.color.accent.subtle : p.$tone === 'warning' ? p.theme.color.status.warning : p.theme.color.status.danger)};
  svg {
    width: 100%;
    height: 100%;
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
  line-height: 1.25;
`;

export const Body = styled.div`
  ${stack(2)}
  color: ${(p) => p.theme.color.text.secondary};
  p {
    margin: 0;
  }
  a {
    color: ${(p) => p.theme.color.text.primary};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.space[3]};
  margin-top: ${(p) => p.theme.space[2]};
`;
