import styled, { css } from 'styled-components';
/** The compact field chrome (label, stack, error line) is the captcha field's: the two sit side by side in forms. */
export { ErrorText, Field, Label } from '../CaptchaField/CaptchaField.styles';

export const Row = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[2]};
`;

const control = css`
  min-height: 44px;
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
`;

export const SelectBox = styled.div`
  flex: 0 1 40%;
  min-width: 0;
`;

export const Select = styled.select`
  ${control}
  width: 100%;
  text-overflow: ellipsis;
`;

export const Input = styled.input<{ $hasError: boolean }>`
  ${control}
  flex: 1 1 auto;
  min-width: 0;
  ${(p) =>
    p.$hasError &&
    css`
      border-color: ${p.theme.color.status.danger};
    `}
`;
