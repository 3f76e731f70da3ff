import styled from 'styled-components';
import { Popover } from 'radix-ui';
import { optionBox, triggerBox } from '../../primitives/Select/Select.styles';

/** The chosen language's name, cut with an ellipsis like a select's value. */
export { Value } from '../../primitives/Select/Select.styles';
import { controlBox } from '../../primitives/TextField/TextField.styles';
import { bareList } from '../../primitives/shared/layoutPatterns.styles';

export const Trigger = styled.button<{ $isInvalid: boolean }>`
  ${triggerBox}
  > svg {
    flex: none;
    font-size: ${(p) => p.theme.font.sizeTitle};
    color: ${(p) => p.theme.color.text.secondary};
  }
`;

export const Content = styled(Popover.Content)`
  z-index: ${(p) => p.theme.zIndex.dialog};
  display: flex;
  flex-direction: column;
  width: max(var(--radix-popover-trigger-width), 240px);
  max-width: calc(100vw - 16px);
  max-height: min(420px, var(--radix-popover-content-available-height));
  padding: ${(p) => p.theme.space[2]};
  gap: ${(p) => p.theme.space[2]};
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  background: ${(p) => p.theme.color.bg.raised};
  color: ${(p) => p.theme.color.text.primary};
  box-shadow: ${(p) => p.theme.shadow.raised};
`;

export const Search = styled.input<{ $isInvalid: boolean }>`
  ${controlBox}
  flex: none;
  width: 100%;
  padding: 0 ${(p) => p.theme.space[3]};
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 1px;
  }
`;

export const List = styled.ul`
  ${bareList}
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export const Option = styled.li`
  ${optionBox}
  padding-block: ${(p) => p.theme.space[1]};
  > svg {
    flex: none;
    margin-inline-start: auto;
  }
  &[data-active] {
    background: ${(p) => p.theme.color.accent.base};
    color: ${(p) => p.theme.color.text.onAccent};
  }
`;

export const OptionNames = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const OtherName = styled.span`
  font-size: ${(p) => p.theme.font.sizeSmall};
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
  color: ${(p) => p.theme.color.text.secondary};
`;
