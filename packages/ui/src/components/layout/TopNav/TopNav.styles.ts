import { NavigationMenu } from 'radix-ui';
import styled from 'styled-components';
import { bareList } from '../../primitives/shared/layoutPatterns.styles';

export const Root = styled(NavigationMenu.Root)`
  position: relative;
  min-width: 0;
  max-width: 100%;
  background: ${(p) => p.theme.color.bg.surface};
  border-bottom: 1px solid ${(p) => p.theme.color.border.subtle};
`;

/** One row; on a phone it scrolls sideways inside itself, so the page never does. */
export const List = styled(NavigationMenu.List)`
  display: flex;
  gap: ${(p) => p.theme.space[1]};
  margin: 0;
  padding: 0 ${(p) => p.theme.space[2]};
  /* One row of entry links (44 px plus the 3 px current-page bar): the bar keeps its height while the vendors load,
     so nothing below it moves when the entries arrive. */
  min-height: 47px;
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  @media (min-width: ${(p) => p.theme.breakpoint.laptop}) {
    justify-content: center;
    padding: 0 ${(p) => p.theme.space[4]};
  }
`;

export const Item = styled(NavigationMenu.Item)`
  flex: none;
`;

export const EntryLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]};
  min-height: 44px; /* a comfortable touch target */
  padding: 0 ${(p) => p.theme.space[3]};
  border-bottom: 3px solid transparent;
  color: ${(p) => p.theme.color.text.secondary};
  font-weight: ${(p) => p.theme.font.weightBold};
  text-decoration: none;
  white-space: nowrap;
  outline-offset: -3px;
  &:hover,
  &[data-state='open'] {
    color: ${(p) => p.theme.color.text.primary};
  }
  &[aria-current='page'] {
    color: ${(p) => p.theme.color.text.primary};
    border-bottom-color: ${(p) => p.theme.color.accent.base};
  }
  svg {
    transition: transform ${(p) => p.theme.motion.fast} ${(p) => p.theme.motion.easing};
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
`;

export const ViewportPosition = styled.div`
  position: absolute;
  top: 100%;
  inset-inline: 0;
  z-index: ${(p) => p.theme.zIndex.header};
  display: flex;
  justify-content: center;
`;

export const Viewport = styled(NavigationMenu.Viewport)`
  width: 100%;
  max-width: ${(p) => p.theme.breakpoint.laptop};
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-top: 0;
  border-radius: 0 0 ${(p) => p.theme.radius.md} ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.raised};
  color: ${(p) => p.theme.color.text.primary};
  box-shadow: ${(p) => p.theme.shadow.raised};
`;

export const Content = styled(NavigationMenu.Content)`
  max-height: 60vh;
  overflow-y: auto;
  padding: ${(p) => p.theme.space[2]};
`;

export const VendorList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${(p) => p.theme.space[1]};
  ${bareList}
`;

export const VendorButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  width: 100%;
  min-height: 44px; /* a comfortable touch target */
  padding: ${(p) => p.theme.space[1]} ${(p) => p.theme.space[2]};
  border: 0;
  border-radius: ${(p) => p.theme.radius.sm};
  background: transparent;
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${(p) => p.theme.color.accent.base};
    color: ${(p) => p.theme.color.text.onAccent};
  }
`;

/** A vendor's white logo (§3 `-WHITE.png`) on the plate that keeps it visible in every mode. */
export const VendorImage = styled.img`
  flex: none;
  width: 2rem;
  height: 2rem;
  object-fit: contain;
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.media.plate};
`;

export const VendorName = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
