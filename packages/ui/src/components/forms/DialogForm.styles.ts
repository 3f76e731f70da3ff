import styled from 'styled-components';

/** The fields of an auth dialog, stacked. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]};
  min-width: 0;
`;

/** A server refusal, shown inside the dialog just above its actions (role=alert). */
export const Alert = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[3]};
  border: 1px solid ${(p) => p.theme.color.status.danger};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.danger};
  font-size: ${(p) => p.theme.font.sizeSmall};
`;

/** An information line at the top of a dialog (e.g. "You are not logged in"). */
export const Notice = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[3]};
  border-inline-start: 3px solid ${(p) => p.theme.color.status.warning};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.bg.raised};
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => p.theme.font.sizeSmall};
`;

/** Ordinary text in a dialog. */
export const Text = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.primary};
  line-height: ${(p) => p.theme.font.lineHeight};
`;

/** Secondary links under a form (forgot password, register). */
export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
`;

/** A button that looks like a link: it does something in place (opens another dialog), it goes nowhere. */
export const LinkButton = styled.button`
  min-height: 44px;
  padding: 0 ${(p) => p.theme.space[1]};
  border: 0;
  background: none;
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  font-size: ${(p) => p.theme.font.sizeSmall};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
  &:hover {
    color: ${(p) => p.theme.color.accent.hover};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
    border-radius: ${(p) => p.theme.radius.sm};
  }
`;

/** A row of equal buttons that wraps on narrow screens (social sign-in). */
export const ButtonRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 8rem), 1fr));
  gap: ${(p) => p.theme.space[2]};
`;

/** A field with a button at its end (verification code + send code); stacks when there is no room. */
export const FieldWithAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => p.theme.space[2]};
  & > :first-child {
    flex: 1 1 10rem;
  }
  & > :last-child {
    flex: 0 0 auto;
  }
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeSmall};
  font-weight: ${(p) => p.theme.font.weightBold};
  color: ${(p) => p.theme.color.text.secondary};
  text-align: center;
`;
