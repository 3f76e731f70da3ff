import styled from 'styled-components';
import { cardFallback, cardImage } from '../shared/card.styles';
import { thinFocusRing } from '../../primitives/shared/layoutPatterns.styles';

export const Card = styled.button`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-width: 0;
  padding: 0;
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  text-align: start;
  overflow: hidden;
  cursor: pointer;
  transition: border-color ${(p) => p.theme.motion.fast} ${(p) => p.theme.motion.easing};
  &:hover {
    border-color: ${(p) => p.theme.color.accent.subtle};
  }
  ${thinFocusRing}
`;

/** The plate behind a vendor's logo: the logos are white (§3 `-WHITE.png`), so it stays dark in every mode. */
export const Media = styled.span`
  display: block;
  aspect-ratio: 2 / 1;
  background: ${(p) => p.theme.color.media.plate};
`;

export const Image = styled.img`
  ${cardImage}
  object-fit: contain;
`;

export const Fallback = styled.span`
  ${cardFallback}
  color: ${(p) => p.theme.color.media.art};
  font-size: ${(p) => p.theme.font.sizeTitle};
`;

export const Name = styled.span`
  padding: ${(p) => p.theme.space[2]};
  font-size: ${(p) => p.theme.font.sizeSmall};
  font-weight: ${(p) => p.theme.font.weightBold};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
