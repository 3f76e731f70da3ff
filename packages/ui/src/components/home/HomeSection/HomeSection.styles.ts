import styled from 'styled-components';
import { shrinkStack, thinFocusRing } from '../../primitives/shared/layoutPatterns.styles';

export const Section = styled.section`
  ${shrinkStack(3)}
  /* Below the fold on a phone: the browser skips its style, layout and paint until it nears the screen, and
     remembers its last size (docs/decisions/0006, Lighthouse TBT). The estimate only sizes it before its first layout. */
  content-visibility: auto;
  contain-intrinsic-size: auto 24rem;
  > p {
    margin: 0;
    color: ${(p) => p.theme.color.text.secondary};
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[2]};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
  font-weight: ${(p) => p.theme.font.weightBold};
`;

export const MoreLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${(p) => p.theme.space[2]};
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => p.theme.font.sizeSmall};
  font-weight: ${(p) => p.theme.font.weightBold};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  ${thinFocusRing}
`;
