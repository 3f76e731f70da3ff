import styled from 'styled-components';
import { RadioGroup } from 'radix-ui';
import { choiceHitArea, choiceRow } from '../shared/choice.styles';

export const GroupLabel = styled.span`
  font-size: ${(p) => p.theme.font.sizeSmall};
  font-weight: ${(p) => p.theme.font.weightBold};
  color: ${(p) => p.theme.color.text.primary};
`;

export const Root = styled(RadioGroup.Root)`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${(p) => p.theme.space[4]};
  &[data-orientation='vertical'] {
    flex-direction: column;
  }
`;

export const Option = styled.div`
  ${choiceRow}
`;

/** The 22 px circle sits in a 44 px hit area. */
export const Radio = styled(RadioGroup.Item)<{ $isInvalid: boolean }>`
  ${choiceHitArea}
  &::before {
    content: '';
    display: flex;
    align-items: center;
    justify-content: center;
    width: 22px;
    height: 22px;
    border-radius: ${(p) => p.theme.radius.pill};
    border: 2px solid ${(p) => (p.$isInvalid ? p.theme.color.status.danger : p.theme.color.text.secondary)};
    background: ${(p) => p.theme.color.bg.surface};
    transition: border-color ${(p) => p.theme.motion.fast} ${(p) => p.theme.motion.easing};
  }
  &[data-state='checked']::before {
    border: 7px solid ${(p) => p.theme.color.accent.base};
  }
  &:disabled {
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

export const OptionLabel = styled.label`
  min-width: 0;
  padding-block: ${(p) => p.theme.space[2]};
  color: ${(p) => p.theme.color.text.primary};
  cursor: pointer;
`;
