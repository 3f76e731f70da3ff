import styled, { css, keyframes } from 'styled-components';
import { Toast } from 'radix-ui';
import { shrinkStack, stack } from '../shared/layoutPatterns.styles';

export type ToastTone = 'info' | 'warning' | 'danger';

const riseIn = keyframes`
  from { transform: translateY(100%); }
  to { transform: none; }
`;

/** Bottom of the screen on phones (above the thumb), bottom inline-end corner from the tablet breakpoint up. */
export const Viewport = styled(Toast.Viewport)`
  position: fixed;
  inset-block-end: 0;
  inset-inline: 0;
  z-index: ${(p) => p.theme.zIndex.toast};
  ${stack(2)}
  margin: 0;
  padding: ${(p) => p.theme.space[4]};
  list-style: none;
  outline: none;
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    inset-inline-start: auto;
    width: 400px;
  }
`;

export const Root = styled(Toast.Root)<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space[2]};
  padding-block: ${(p) => p.theme.space[2]};
  padding-inline: ${(p) => p.theme.space[4]} ${(p) => p.theme.space[1]};
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-inline-start: 4px solid
    ${(p) =>
      p.$tone === 'danger'
        ? p.theme.color.status.danger
        : p.$tone === 'warning'
          ? p.theme.color.status.warning
          : p.theme.color.accent.subtle};
  background: ${(p) => p.theme.color.bg.raised};
  color: ${(p) => p.theme.color.text.primary};
  box-shadow: ${(p) => p.theme.shadow.raised};
  overflow-wrap: anywhere;
  &[data-state='open'] {
    animation: ${riseIn} ${(p) => p.theme.motion.base} ${(p) => p.theme.motion.easing};
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: none;
    transition: transform ${(p) => p.theme.motion.fast} ${(p) => p.theme.motion.easing};
  }
  ${(p) =>
    p.$tone === 'danger' &&
    css`
      font-weight: ${p.theme.font.weightBold};
    `}
`;

export const Texts = styled.div`
  flex: 1;
  ${shrinkStack(1)}
  padding-block: ${(p) => p.theme.space[2]};
`;

export const Title = styled(Toast.Title)`
  font-weight: ${(p) => p.theme.font.weightBold};
`;

export const Description = styled(Toast.Description)`
  font-size: ${(p) => p.theme.font.sizeSmall};
  font-weight: normal;
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  flex: none;
`;
