import styled from 'styled-components';
import { shrinkStack } from '../../primitives/shared/layoutPatterns.styles';

/**
 * The frame of a content screen inside the page layout (promotions, news and blog, winners, the guide, the credit
 * report, download): its sections in one column with the theme's spacing, its heading the page's title. Screens
 * extend it (a narrower reading width, long words wrapped) rather than restating it.
 */
export const ScreenPage = styled.section`
  ${shrinkStack(4)}
  padding: ${(p) => p.theme.space[4]};
`;

export const ScreenTitle = styled.h1`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
`;
