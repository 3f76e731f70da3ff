import styled, { css } from 'styled-components';
import {
  bareList,
  inlineCentre,
  shrinkStack,
  stack,
  surfacePanel,
} from '../../primitives/shared/layoutPatterns.styles';

export const Page = styled.div`
  ${stack(5)}
  padding: ${(p) => p.theme.space[4]};
  color: ${(p) => p.theme.color.text.primary};
  overflow-wrap: anywhere;

  h1 {
    margin: 0;
    font-size: ${(p) => p.theme.font.sizeDisplay};
  }
`;

export const Header = styled.div`
  ${stack(1)}
`;

export const Lead = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Section = styled.section`
  ${stack(3)}
  ${surfacePanel}
  border: 1px solid ${(p) => p.theme.color.border.subtle};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
`;

export const GroupTitle = styled.h3`
  margin: ${(p) => p.theme.space[2]} 0;
  font-size: ${(p) => p.theme.font.sizeBody};
  color: ${(p) => p.theme.color.text.secondary};
`;

export const SelectedBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[3]};

  & > div {
    ${shrinkStack(1)}
  }
`;

export const SelectedTitle = styled.p`
  margin: 0;
  font-weight: ${(p) => p.theme.font.weightBold};
  font-size: ${(p) => p.theme.font.sizeTitle};
`;

export const DrawMeta = styled.p<{ $isError?: boolean }>`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeSmall};
  color: ${(p) => (p.$isError ? p.theme.color.text.danger : p.theme.color.text.secondary)};
`;

export const DrawList = styled.ol`
  ${stack(3)}
  ${bareList}
`;

export const DrawItem = styled.li`
  ${stack(2)}
  padding-block-end: ${(p) => p.theme.space[3]};
  border-bottom: 1px solid ${(p) => p.theme.color.border.subtle};

  &:last-child {
    border-bottom: none;
    padding-block-end: 0;
  }
`;

export const Balls = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[1]};
  margin: 0;
`;

export const Ball = styled.span<{ $isFirst: boolean }>`
  ${inlineCentre}
  min-width: ${(p) => p.theme.space[6]};
  padding: ${(p) => p.theme.space[1]} ${(p) => p.theme.space[2]};
  border-radius: ${(p) => p.theme.radius.pill};
  font-variant-numeric: tabular-nums;
  font-weight: ${(p) => p.theme.font.weightBold};
  ${(p) =>
    p.$isFirst
      ? css`
          background: ${p.theme.color.accent.base};
          color: ${p.theme.color.text.onAccent};
        `
      : css`
          background: ${p.theme.color.bg.raised};
          color: ${p.theme.color.text.primary};
        `}
`;

export const GameChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]};
  ${bareList}
`;

export const SkeletonChips = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[2]};
`;

export const GameChip = styled.button<{ $isSelected: boolean }>`
  min-height: 44px; /* a comfortable touch target */
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radius.pill};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  font: inherit;
  cursor: pointer;
  transition: background-color ${(p) => p.theme.motion.fast} ${(p) => p.theme.motion.easing};
  ${(p) =>
    p.$isSelected
      ? css`
          background: ${p.theme.color.accent.base};
          border-color: ${p.theme.color.accent.base};
          color: ${p.theme.color.text.onAccent};
          font-weight: ${p.theme.font.weightBold};
        `
      : css`
          background: transparent;
          color: ${p.theme.color.text.primary};
          &:hover {
            border-color: ${p.theme.color.accent.subtle};
          }
        `}
`;
