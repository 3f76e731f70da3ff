import styled from 'styled-components';
import { inlineCentre } from '../shared/layoutPatterns.styles';

/*
 * Positioned, so the count read out (visually hidden, absolutely positioned) sits inside the badge: otherwise it is
 * placed against the page, and a badge far along a sideways-scrolling menu row widens the whole page at 360 px.
 */
export const StyledBadge = styled.span`
  position: relative;
  ${inlineCentre}
  min-width: 1.5em;
  height: 1.5em;
  padding: 0 ${(p) => p.theme.space[1]};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.accent.base};
  color: ${(p) => p.theme.color.text.onAccent};
  font-size: ${(p) => p.theme.font.sizeSmall};
  font-weight: ${(p) => p.theme.font.weightBold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
