import { css } from 'styled-components';

/** A card's picture fills its frame (the card sets how: game art covers it, a vendor logo is contained). */
export const cardImage = css`
  display: block;
  width: 100%;
  height: 100%;
`;

/** What a card shows in place of a missing picture: its initial, centred, quiet (the card sets the size). */
export const cardFallback = css`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  font-weight: ${(p) => p.theme.font.weightBold};
  color: ${(p) => p.theme.color.text.secondary};
`;
