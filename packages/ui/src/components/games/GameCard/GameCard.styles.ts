import type { GameCardVariant } from '@atrium/domain/games';
import styled, { css, type DefaultTheme } from 'styled-components';
import { cardFallback, cardImage } from '../shared/card.styles';
import { inlineCentre, mutedText, stack } from '../../primitives/shared/layoutPatterns.styles';

/** The edge colour of each §2 style variant (1–4): decoration only, the card's text keeps its own contrast. */
const variantEdge = (theme: DefaultTheme, variant: GameCardVariant): string =>
  ({
    1: theme.color.accent.base,
    2: theme.color.accent.subtle,
    3: theme.color.status.warning,
    4: theme.color.border.focus,
  })[variant];

export const Card = styled.article<{ $variant: GameCardVariant }>`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-block-start: 3px solid ${(p) => variantEdge(p.theme, p.$variant)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  overflow: hidden;
`;

export const Media = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  background: ${(p) => p.theme.color.bg.raised};
`;

export const Image = styled.img`
  ${cardImage}
  object-fit: cover;
`;

export const Fallback = styled.span`
  ${cardFallback}
  font-size: ${(p) => p.theme.font.sizeDisplay};
`;

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: -2px;
  }
`;

/** The whole image is the play button; its icon shows on hover and focus (and always on touch screens). */
export const PlayButton = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${(p) => p.theme.color.text.onAccent};
  cursor: pointer;
  ${focusRing}
`;

export const PlayIcon = styled.svg`
  width: 2.75rem;
  height: 2.75rem;
  padding: ${(p) => p.theme.space[2]};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.accent.base};
  fill: currentColor;
  opacity: 0.9;
  transition: transform ${(p) => p.theme.motion.fast} ${(p) => p.theme.motion.easing};
  ${PlayButton}:hover &,
  ${PlayButton}:focus-visible & {
    transform: scale(1.1);
    opacity: 1;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const HotBadge = styled.span`
  position: absolute;
  inset-block-start: ${(p) => p.theme.space[1]};
  inset-inline-start: ${(p) => p.theme.space[1]};
  padding: 0 ${(p) => p.theme.space[2]};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.accent.base};
  color: ${(p) => p.theme.color.text.onAccent};
  font-size: ${(p) => p.theme.font.sizeSmall};
  font-weight: ${(p) => p.theme.font.weightBold};
  line-height: 1.6;
  pointer-events: none;
`;

export const Text = styled.div`
  ${stack(1)}
  padding: ${(p) => p.theme.space[2]};
  padding-inline-end: 2.75rem;
  min-width: 0;
`;

export const Name = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeSmall};
  font-weight: ${(p) => p.theme.font.weightBold};
  line-height: 1.3;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

export const VendorName = styled.p`
  margin: 0;
  ${mutedText}
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** A 44 px target (WCAG 2.5.5) at the card's bottom corner. */
export const FavouriteButton = styled.button`
  position: absolute;
  inset-block-end: 0;
  inset-inline-end: 0;
  ${inlineCentre}
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: 1.25rem;
  cursor: pointer;
  svg {
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
  }
  &[aria-pressed='true'] {
    color: ${(p) => p.theme.color.accent.subtle};
    svg {
      fill: currentColor;
    }
  }
  ${focusRing}
`;
