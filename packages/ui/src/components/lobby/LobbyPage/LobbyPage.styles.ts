import styled, { css } from 'styled-components';
import { spreadRow, stack } from '../../primitives/shared/layoutPatterns.styles';

export const Page = styled.section`
  ${stack(4)}
  padding: ${(p) => p.theme.space[4]};
  min-width: 0;
`;

export const Header = styled.div`
  ${spreadRow(3)}
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
  font-weight: ${(p) => p.theme.font.weightBold};
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

export const FilterGroup = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[2]};
`;

export const Controls = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${(p) => p.theme.space[3]};
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: end;
  }
`;

export const VendorBox = styled.div`
  min-width: 0;
`;

/**
 * The results region. While the next games load, the previous ones stay (no jump) under an accent bar along the top
 * (not dimmed: dimmed text would fail contrast), and the region is aria-busy.
 */
export const Results = styled.div<{ $isUpdating: boolean }>`
  ${stack(5)}
  padding-top: ${(p) => p.theme.space[3]};
  min-width: 0;
  border-top: 3px solid transparent;
  transition: border-color ${(p) => p.theme.motion.base} ${(p) => p.theme.motion.easing};
  ${(p) =>
    p.$isUpdating &&
    css`
      border-top-color: ${p.theme.color.accent.base};
      cursor: progress;
    `}
`;
