import styled from 'styled-components';
import { mutedText, shrinkStack, thinFocusRing } from '../shared/layoutPatterns.styles';

export const Fieldset = styled.fieldset`
  ${shrinkStack(3)}
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${(p) => p.theme.space[2]};
  font-weight: ${(p) => p.theme.font.weightBold};
`;

export const Presets = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[2]};
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const PresetButton = styled.button`
  min-height: 44px;
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radius.pill};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  background: transparent;
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  font-size: ${(p) => p.theme.font.sizeSmall};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${(p) => p.theme.color.accent.base};
    background: ${(p) => p.theme.color.accent.base};
    color: ${(p) => p.theme.color.text.onAccent};
    font-weight: ${(p) => p.theme.font.weightBold};
  }
  ${thinFocusRing}
`;

export const CustomRange = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[2]};
  align-items: end;
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  }
`;

export const DateLabel = styled.label`
  ${shrinkStack(1)}
  ${mutedText}
`;

export const DateInput = styled.input`
  min-height: 44px;
  min-width: 0;
  width: 100%;
  box-sizing: border-box;
  padding: 0 ${(p) => p.theme.space[2]};
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  background: ${(p) => p.theme.color.bg.raised};
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  color-scheme: inherit;
  &[aria-invalid='true'] {
    border-color: ${(p) => p.theme.color.status.danger};
  }
  ${thinFocusRing}
`;

export const ApplySlot = styled.div`
  grid-column: 1 / -1;
  display: flex;
  & > * {
    flex: 1;
  }
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    grid-column: auto;
  }
`;

export const RangeError = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.danger};
  font-size: ${(p) => p.theme.font.sizeSmall};
`;
