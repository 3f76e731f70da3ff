import styled, { css } from 'styled-components';
import { bareList, stack, touchRow } from '../../primitives/shared/layoutPatterns.styles';

export const Nav = styled.nav`
  ${stack(4)}
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]} ${(p) => p.theme.space[5]};
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${(p) => p.theme.color.text.primary};
`;

export const List = styled.ul`
  ${stack(1)}
  ${bareList}
`;

const entry = css`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  width: 100%;
  min-height: 44px; /* a comfortable touch target */
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
  border: 0;
  border-inline-start: 3px solid transparent;
  border-radius: ${(p) => p.theme.radius.md};
  background: transparent;
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${(p) => p.theme.motion.fast} ${(p) => p.theme.motion.easing};
  &:hover {
    background: ${(p) => p.theme.color.bg.raised};
  }
`;

export const EntryLink = styled.a<{ $isActive?: boolean }>`
  ${entry}
  ${(p) =>
    p.$isActive &&
    css`
      border-inline-start-color: ${p.theme.color.accent.base};
      background: ${p.theme.color.bg.raised};
      font-weight: ${p.theme.font.weightBold};
    `}
`;

export const EntryButton = styled.button`
  ${entry}
`;

export const Group = styled.div`
  ${stack(1)}
  padding-top: ${(p) => p.theme.space[3]};
  border-top: 1px solid ${(p) => p.theme.color.border.subtle};
`;

export const GroupTitle = styled.p`
  margin: 0;
  padding: 0 ${(p) => p.theme.space[3]};
  font-size: ${(p) => p.theme.font.sizeSmall};
  font-weight: ${(p) => p.theme.font.weightBold};
  color: ${(p) => p.theme.color.text.secondary};
`;

export const SeeMoreLink = styled.a`
  ${entry}
  color: ${(p) => p.theme.color.text.primary};
  text-decoration: underline;
`;

export const QrRow = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[3]};
  margin: 0;
  padding: 0 ${(p) => p.theme.space[3]};
  list-style: none;
`;

export const QrItem = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[1]};
  min-width: 0;
`;

export const QrLink = styled.a`
  ${touchRow}
  padding: 0 ${(p) => p.theme.space[2]};
  color: ${(p) => p.theme.color.text.primary};
`;

export const Settings = styled.div`
  ${stack(3)}
  padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[3]} 0;
  border-top: 1px solid ${(p) => p.theme.color.border.subtle};
`;
