import styled from 'styled-components';

/** The panels of the member centre's money pages (wallet, withdraw): one look, one place. */

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]};
  min-width: 0;
  padding: ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.bg.surface};
  overflow-wrap: anywhere;
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeBody};
`;

export const PanelText = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]};
  min-width: 0;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[3]};
`;

export const Success = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.raised};
  color: ${(p) => p.theme.color.text.primary};
  font-weight: 600;
`;

export const Failure = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.danger};
`;
