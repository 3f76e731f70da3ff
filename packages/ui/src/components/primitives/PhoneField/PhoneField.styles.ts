import styled, { css } from 'styled-components';
import { stack } from '../shared/layoutPatterns.styles';

export const Field = styled.div`
  ${stack(1)}
`;

export const Label = styled.label`
  font-size: ${(p) => p.theme.font.sizeSmall};
  font-weight: ${(p) => p.theme.font.weightBold};
`;

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

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeSmall};
  color: ${(p) => p.theme.color.text.danger};
`;
