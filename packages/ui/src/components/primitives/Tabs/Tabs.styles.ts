import styled from 'styled-components';
import { Tabs } from 'radix-ui';

export const List = styled(Tabs.List)`
  display: flex;
  gap: ${(p) => p.theme.space[1]};
  overflow-x: auto;
  scrollbar-width: none;
  border-bottom: 1px solid ${(p) => p.theme.color.border.subtle};
`;

export const Trigger = styled(Tabs.Trigger)`
  flex: none;
  min-height: 44px; /* a comfortable touch target */
  padding: 0 ${(p) => p.theme.space[4]};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${(p) => p.theme.color.text.secondary};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  transition:
    color ${(p) => p.theme.motion.fast} ${(p) => p.theme.motion.easing},
    border-color ${(p) => p.theme.motion.fast} ${(p) => p.theme.motion.easing};
  &:hover:not(:disabled) {
    color: ${(p) => p.theme.color.text.primary};
  }
  &[data-state='active'] {
    color: ${(p) => p.theme.color.text.primary};
    font-weight: ${(p) => p.theme.font.weightBold};
    border-bottom-color: ${(p) => p.theme.color.accent.subtle};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  &:disabled {
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

export const Panel = styled(Tabs.Content)`
  padding-block: ${(p) => p.theme.space[4]};
  &:focus-visible {
    outline-offset: 2px;
  }
`;
