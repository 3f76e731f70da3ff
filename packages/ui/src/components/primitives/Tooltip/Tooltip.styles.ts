import styled, { keyframes } from 'styled-components';
import { Tooltip } from 'radix-ui';

const rise = keyframes`
  from { transform: translateY(2px); }
  to { transform: none; }
`;

export const Content = styled(Tooltip.Content)`
  z-index: ${(p) => p.theme.zIndex.toast};
  max-width: min(280px, calc(100vw - 2 * ${(p) => p.theme.space[4]}));
  padding: ${(p) => p.theme.space[1]} ${(p) => p.theme.space[2]};
  border-radius: ${(p) => p.theme.radius.sm};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  background: ${(p) => p.theme.color.bg.raised};
  color: ${(p) => p.theme.color.text.primary};
  box-shadow: ${(p) => p.theme.shadow.raised};
  font-size: ${(p) => p.theme.font.sizeSmall};
  overflow-wrap: anywhere;
  &[data-state='delayed-open'],
  &[data-state='instant-open'] {
    animation: ${rise} ${(p) => p.theme.motion.fast} ${(p) => p.theme.motion.easing};
  }
`;
