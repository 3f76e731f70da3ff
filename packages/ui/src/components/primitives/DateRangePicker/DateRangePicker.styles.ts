import styled from 'styled-components';

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
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
  &:hover {
    border-color: ${(p) => p.theme.color.accent.subtle};
  }
  &[aria-pressed='true'] {
    background: ${(p) => p.theme.color.accent.base};
    border-color: ${(p) => p.theme.color.accent.base};
    color: ${(p) => p.theme.color.text.onAccent};
    font-weight: ${(p) => p.theme.font.weightBold};
  }
`;

export const Inputs = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[2]};
`;

export const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]};
  font-size: ${(p) => p.theme.font.sizeSmall};
  color: ${(p) => p.theme.color.text.secondary};
`;

export const DateInput = styled.input`
  min-height: 44px;
  min-width: 0;
  width: 100%;
  padding: ${(p) => p.theme.space[2]};
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  font-size: ${(p) => p.theme.font.sizeBody};
`;
