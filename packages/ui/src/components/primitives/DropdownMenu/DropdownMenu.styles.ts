import styled, { keyframes } from 'styled-components';
import { DropdownMenu } from 'radix-ui';

const rise = keyframes`
  from { transform: translateY(-4px); }
  to { transform: none; }
`;

export const Content = styled(DropdownMenu.Content)`
  z-index: ${(p) => p.theme.zIndex.dialog};
  min-width: 200px;
  max-width: calc(100vw - 2 * ${(p) => p.theme.space[4]});
  max-height: var(--radix-dropdown-menu-content-available-height);
  overflow-y: auto;
  padding: ${(p) => p.theme.space[1]};
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  background: ${(p) => p.theme.color.bg.raised};
  color: ${(p) => p.theme.color.text.primary};
  box-shadow: ${(p) => p.theme.shadow.raised};
  &[data-state='open'] {
    animation: ${rise} ${(p) => p.theme.motion.fast} ${(p) => p.theme.motion.easing};
  }
`;

export const Item = styled(DropdownMenu.Item)<{ $isDanger: boolean }>`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  min-height: 44px; /* a comfortable touch target */
  padding: 0 ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radius.sm};
  color: ${(p) => (p.$isDanger ? p.theme.color.text.danger : p.theme.color.text.primary)};
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-highlighted] {
    background: ${(p) => p.theme.color.accent.base};
    color: ${(p) => p.theme.color.text.onAccent};
  }
  &[data-disabled] {
    opacity: 0.7;
    cursor: not-allowed;
  }
  svg {
    flex: none;
    font-size: ${(p) => p.theme.font.sizeTitle};
  }
`;

export const Separator = styled(DropdownMenu.Separator)`
  height: 1px;
  margin: ${(p) => p.theme.space[1]} 0;
  background: ${(p) => p.theme.color.border.subtle};
`;
