import styled from 'styled-components';
import { mutedText, outlinedCard, shrinkStack } from '../../primitives/shared/layoutPatterns.styles';

export const Fields = styled.div`
  ${shrinkStack(4)}
`;

export const Tiers = styled.section`
  ${shrinkStack(3)}
`;

export const TierGroup = styled.fieldset`
  ${shrinkStack(3)}
  margin: 0;
  ${outlinedCard}
`;

export const TierLegend = styled.legend`
  padding: 0 ${(p) => p.theme.space[1]};
  font-weight: 600;
`;

/** One term per row on phones, side by side where there is room. */
export const TierFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${(p) => p.theme.space[3]};
  min-width: 0;
`;

export const Muted = styled.p`
  margin: 0;
  ${mutedText}
`;
