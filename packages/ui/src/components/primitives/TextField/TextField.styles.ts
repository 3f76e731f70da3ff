import styled, { css } from 'styled-components';
import { mutedText, shrinkStack } from '../shared/layoutPatterns.styles';

/** Field chrome shared by the form primitives (TextField, PasswordField, Select, Checkbox, RadioGroup). */
export const FieldRoot = styled.div`
  ${shrinkStack(1)}
`;

export const Label = styled.label`
  font-size: ${(p) => p.theme.font.sizeSmall};
  font-weight: ${(p) => p.theme.font.weightBold};
  color: ${(p) => p.theme.color.text.primary};
`;

export const RequiredMark = styled.span`
  margin-inline-start: ${(p) => p.theme.space[1]};
  color: ${(p) => p.theme.color.text.danger};
`;

export const Hint = styled.p`
  margin: 0;
  ${mutedText}
`;

export const ErrorMessage = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeSmall};
  color: ${(p) => p.theme.color.text.danger};
`;

/** The box around an input-like control: it draws the border, focus ring and error state. */
export const controlBox = css<{ $isInvalid: boolean }>`
  min-height: 44px; /* a comfortable touch target */
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => (p.$isInvalid ? p.theme.color.status.danger : p.theme.color.text.secondary)};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  transition: border-color ${(p) => p.theme.motion.fast} ${(p) => p.theme.motion.easing};
`;

export const InputBox = styled.div<{ $isInvalid: boolean; $isDisabled: boolean }>`
  ${controlBox}
  display: flex;
  align-items: center;
  &:focus-within {
    outline: 3px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
  ${(p) =>
    p.$isDisabled &&
    css`
      opacity: 0.7;
      cursor: not-allowed;
    `}
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 42px;
  padding: 0 ${(p) => p.theme.space[3]};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  &:focus,
  &:focus-visible {
    outline: none; /* the box draws the ring */
  }
  &::placeholder {
    color: ${(p) => p.theme.color.text.secondary};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const Trailing = styled.div`
  display: flex;
  align-items: center;
  flex: none;
`;
