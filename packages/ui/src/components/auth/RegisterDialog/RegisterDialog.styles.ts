import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]};
  min-width: 0;
`;

/** The page-body variant (/register): the same form under a heading, without the dialog chrome. */
export const PageBody = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]};
  width: 100%;
  max-width: 560px;
  margin-inline: auto;
  padding: ${(p) => p.theme.space[5]} ${(p) => p.theme.space[4]};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  overflow-wrap: anywhere;
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
  line-height: 1.25;
`;

/** The SMS code field with its send button beside it (below it when the line is too narrow). */
export const CodeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => p.theme.space[2]};
  > :first-child {
    flex: 1 1 10rem;
  }
`;

/** A server refusal, inside the dialog where the user looks, announced at once. */
export const ServerError = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[3]};
  border: 1px solid ${(p) => p.theme.color.status.danger};
  border-radius: ${(p) => p.theme.radius.md};
  color: ${(p) => p.theme.color.text.danger};
  font-size: ${(p) => p.theme.font.sizeSmall};
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]};
  > button {
    width: 100%;
  }
`;

export const SwitchLine = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${(p) => p.theme.font.sizeSmall};
  color: ${(p) => p.theme.color.text.secondary};
`;

/** A text button (no router here: the parent decides where "log in" goes). */
export const LinkButton = styled.button`
  min-height: 44px;
  padding: 0 ${(p) => p.theme.space[1]};
  border: none;
  background: none;
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  font-weight: ${(p) => p.theme.font.weightBold};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
    border-radius: ${(p) => p.theme.radius.sm};
  }
`;
