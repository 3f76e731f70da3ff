import styled from 'styled-components';
import { Checkbox } from 'radix-ui';
import { choiceHitArea, choiceRow } from '../shared/choice.styles';
import { inlineCentre } from '../shared/layoutPatterns.styles';

export const Row = styled.div`
  ${choiceRow}
`;

/** The 24 px box sits in a 44 px hit area (the button's padding). */
export const Box = styled(Checkbox.Root)<{ $isInvalid: boolean }>`
  ${choiceHitArea}
  > span {
    ${inlineCentre}
    width: 24px;
    height: 24px;
    border-radius: ${(p) => p.theme.radius.sm};
    border: 2px solid ${(p) => (p.$isInvalid ? p.theme.color.status.danger : p.theme.color.text.secondary)};
    background: ${(p) => p.theme.color.bg.surface};
    color: ${(p) => p.theme.color.text.onAccent};
    font-size: ${(p) => p.theme.font.sizeSmall};
    transition: background-color ${(p) => p.theme.motion.fast} ${(p) => p.theme.motion.easing};
  }
  &[data-state='checked'] > span,
  &[data-state='indeterminate'] > span {
    border-color: ${(p) => p.theme.color.accent.base};
    background: ${(p) => p.theme.color.accent.base};
  }
  &:disabled {
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

export const CheckLabel = styled.label`
  flex: 1;
  min-width: 0;
  padding-block: ${(p) => p.theme.space[2]};
  color: ${(p) => p.theme.color.text.primary};
  cursor: pointer;
`;
