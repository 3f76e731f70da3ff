import { css, type DefaultTheme } from 'styled-components';

/**
 * Layout patterns: the blocks of CSS that screens in every area write the same way (a column of blocks, a list
 * without bullets, a row that wraps, a panel, a card, a muted note, a block title, a focus ring). An area's
 * `*.styles.ts` composes them, so a panel or a list row looks alike everywhere and a change to the pattern is made
 * once:
 *
 *   export const Rows = styled.ul`
 *     ${stack(3)}
 *     ${bareList}
 *   `;
 *
 * A fragment is plain declarations, so the cascade inside a rule is as written: a longhand after `${bareList}`
 * (`padding-inline-start`) still wins over its `padding: 0`. Values are theme tokens (docs/conventions.md, Theme tokens).
 */

/** A step of the theme's spacing scale (`space[0]` … `space[8]`). */
export type SpaceStep = keyof DefaultTheme['space'];

/** Blocks one under the other, `gap` apart. */
export const stack = (gap: SpaceStep) => css`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[gap]};
`;

/** A stack that may shrink below its content's width inside a flex or grid parent: long words wrap, the page never scrolls sideways. */
export const shrinkStack = (gap: SpaceStep) => css`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[gap]};
  min-width: 0;
`;

/** Items side by side, centred on the line, wrapping to a new line when the width runs out. */
export const wrapRow = (gap: SpaceStep) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[gap]};
`;

/** A wrapping row whose ends are pushed apart: a title and its status, a label and its amount. */
export const spreadRow = (gap: SpaceStep) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[gap]};
`;

/** A list (`ul`, `ol`) kept for its meaning, without bullets or indents. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Out of sight but still in the page: a file input whose visible button is another control. */
export const hiddenInput = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** Content centred both ways in an inline box: a badge, an icon's plate, a button-like link. */
export const inlineCentre = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

/** A section of a page on the surface colour, with room around its content. */
export const surfacePanel = css`
  padding: ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.bg.surface};
`;

/** A card or row raised above the panel it sits in. */
export const raisedCard = css`
  padding: ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.raised};
`;

/** A card or row drawn by a thin outline rather than a fill. */
export const outlinedCard = css`
  padding: ${(p) => p.theme.space[3]};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-radius: ${(p) => p.theme.radius.md};
`;

/** Secondary, small text: a time, a hint, a note under a figure. */
export const mutedText = css`
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.sizeSmall};
`;

/**
 * A range written with a dash ("Nov 16, 2026 – Nov 22, 2026"). Inter's contextual alternates raise a dash that
 * stands between figures or capitals; where a line breaks just after the dash, Chromium shapes it sometimes with the
 * next line's text and sometimes without, so the same range is drawn with the dash at two heights from one load to
 * the next. Case-sensitive forms raise it always, which is how it looks on one line.
 */
export const rangeText = css`
  font-feature-settings: 'case' 1;
`;

/** A block's title at body size, without the heading's default margins. */
export const blockTitle = css`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeBody};
`;

/** The keyboard focus ring of links and custom controls (a pointer's click draws none). */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** The thinner focus ring of controls set close together (menu rows, cards in a grid, sort headers). */
export const thinFocusRing = css`
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** An inline control or link at least 44 px high, a comfortable touch target, its content centred on the line. */
export const touchRow = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;

/** A round or square icon button's box: 44 by 44 px (a comfortable touch target), the icon centred, no padding. */
export const iconButtonBox = css`
  ${inlineCentre}
  width: 44px;
  height: 44px;
  padding: 0;
`;

/** An outline icon drawn in the text's colour at the text's size (`strokeWidth` in the icon's own units). */
export const lineIcon = (strokeWidth: number) => css`
  width: 1.25em;
  height: 1.25em;
  fill: none;
  stroke: currentColor;
  stroke-width: ${strokeWidth};
  stroke-linecap: round;
`;
