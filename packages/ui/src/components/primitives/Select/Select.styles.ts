import styled, { css, keyframes } from 'styled-components';
import { Select } from 'radix-ui';
import { controlBox } from '../TextField/TextField.styles';

/** A closed list's button: the field's box, the value at the start, the chevron at the end (also LanguageSelect). */
export const triggerBox = css<{ $isInvalid: boolean }>`
  ${controlBox}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[2]};
  width: 100%;
  padding: 0 ${(p) => p.theme.space[3]};
  font: inherit;
  text-align: start;
  cursor: pointer;
`;

/** One option of a list: a 44 px touch target, highlighted in the accent (also LanguageSelect). */
export const optionBox = css`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  min-height: 44px;
  padding: 0 ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radius.sm};
  cursor: pointer;
  user-select: none;
`;

export const Trigger = styled(Select.Trigger)<{ $isInvalid: boolean }>`
  ${triggerBox}
  &[data-placeholder] {
    color: ${(p) => p.theme.color.text.secondary};
  }
  &:disabled {
    opacity: 0.7;
    cursor: not-allowed;
  }
  > span:last-child {
    display: inline-flex;
    flex: none;
    font-size: ${(p) => p.theme.font.sizeTitle};
    color: ${(p) => p.theme.color.text.secondary};
  }
`;

export const Value = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const rise = keyframes`
  from { transform: translateY(-4px); }
  to { transform: none; }
`;

export const Content = styled(Select.Content)`
  z-index: ${(p) => p.theme.zIndex.dialog};
  width: var(--radix-select-trigger-width);
  max-height: var(--radix-select-content-available-height);
  overflow: hidden;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  background: ${(p) => p.theme.color.bg.raised};
  color: ${(p) => p.theme.color.text.primary};
  box-shadow: ${(p) => p.theme.shadow.raised};
  &[data-state='open'] {
    animation: ${rise} ${(p) => p.theme.motion.fast} ${(p) => p.theme.motion.easing};
  }
`;

export const Viewport = styled(Select.Viewport)`
  padding: ${(p) => p.theme.space[1]};
`;

export const Item = styled(Select.Item)`
  ${optionBox}
  outline: none;
  &[data-highlighted] {
    background: ${(p) => p.theme.color.accent.base};
    color: ${(p) => p.theme.color.text.onAccent};
  }
  &[data-disabled] {
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

export const Indicator = styled(Select.ItemIndicator)`
  display: inline-flex;
  margin-inline-start: auto;
`;
