import styled, { keyframes } from 'styled-components';
import { Dialog } from 'radix-ui';
import { Overlay as DialogOverlay } from '../Dialog/Dialog.styles';
import { blockTitle } from '../shared/layoutPatterns.styles';

const slideFromLeft = keyframes`
  from { transform: translateX(-100%); }
  to { transform: none; }
`;

const slideFromRight = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`;

/** The dialog's scrim, one layer lower: drawers sit below dialogs (a dialog may open from a drawer). */
export const Overlay = styled(DialogOverlay)`
  z-index: ${(p) => p.theme.zIndex.drawer};
`;

/** A side sheet along the inline-start edge: the left in left-to-right text, the right in right-to-left text. */
export const Content = styled(Dialog.Content)`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: ${(p) => p.theme.zIndex.drawer};
  display: flex;
  flex-direction: column;
  width: min(320px, 85vw);
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  box-shadow: ${(p) => p.theme.shadow.raised};
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
  &[data-state='open'] {
    animation: ${slideFromLeft} ${(p) => p.theme.motion.base} ${(p) => p.theme.motion.easing};
  }
  &[dir='rtl'][data-state='open'] {
    animation-name: ${slideFromRight};
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  padding-block: ${(p) => p.theme.space[1]};
  padding-inline: ${(p) => p.theme.space[4]} ${(p) => p.theme.space[2]};
  border-bottom: 1px solid ${(p) => p.theme.color.border.subtle};
`;

export const Title = styled(Dialog.Title)`
  flex: 1;
  min-width: 0;
  ${blockTitle}
  font-weight: ${(p) => p.theme.font.weightBold};
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${(p) => p.theme.space[2]} 0;
`;
