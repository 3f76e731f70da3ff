import styled, { keyframes } from 'styled-components';
import { Dialog } from 'radix-ui';
import { shrinkStack } from '../shared/layoutPatterns.styles';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** Only transforms move: text is never translucent, so contrast holds during the motion. */
const riseIn = keyframes`
  from { transform: translateY(16px); }
  to { transform: none; }
`;

const growIn = keyframes`
  from { transform: scale(0.96); }
  to { transform: none; }
`;

/** The scrim behind dialogs and drawers: the page's canvas colour, mostly opaque. */
export const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.zIndex.dialog};
  background: color-mix(in srgb, ${(p) => p.theme.color.bg.canvas} 80%, transparent);
  &[data-state='open'] {
    animation: ${fadeIn} ${(p) => p.theme.motion.base} ${(p) => p.theme.motion.easing};
  }
`;

/** A full-screen sheet on phones; a centred dialog from the tablet breakpoint up. */
export const Content = styled(Dialog.Content)<{ $isWide?: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.zIndex.dialog};
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
  &[data-state='open'] {
    animation: ${riseIn} ${(p) => p.theme.motion.base} ${(p) => p.theme.motion.easing};
  }
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    margin: auto;
    width: min(${(p) => (p.$isWide ? '1040px' : '560px')}, calc(100vw - 2 * ${(p) => p.theme.space[6]}));
    height: ${(p) => (p.$isWide ? '85vh' : 'fit-content')};
    max-height: 85vh;
    border-radius: ${(p) => p.theme.radius.lg};
    box-shadow: ${(p) => p.theme.shadow.raised};
    &[data-state='open'] {
      animation-name: ${growIn};
    }
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space[2]};
  padding-block-start: ${(p) => p.theme.space[2]};
  padding-inline: ${(p) => p.theme.space[4]} ${(p) => p.theme.space[2]};
`;

export const Titles = styled.div`
  flex: 1;
  ${shrinkStack(1)}
  padding-top: ${(p) => p.theme.space[2]};
`;

export const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
  line-height: 1.25;
`;

export const Description = styled(Dialog.Description)`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${(p) => p.theme.space[4]};
`;

/** Stays at the bottom of the scrolling body, so the actions are always in reach. */
export const Footer = styled.div`
  position: sticky;
  bottom: calc(-1 * ${(p) => p.theme.space[4]});
  margin: ${(p) => p.theme.space[4]} calc(-1 * ${(p) => p.theme.space[4]}) calc(-1 * ${(p) => p.theme.space[4]});
  background: ${(p) => p.theme.color.bg.surface};
  display: flex;
  flex-direction: column-reverse;
  gap: ${(p) => p.theme.space[3]};
  padding: ${(p) => p.theme.space[4]};
  border-top: 1px solid ${(p) => p.theme.color.border.subtle};
  > * {
    width: 100%;
  }
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    flex-direction: row;
    justify-content: flex-end;
    > * {
      width: auto;
    }
  }
`;
