import { css } from 'styled-components';
import { iconButtonBox } from './layoutPatterns.styles';

/** A choice (checkbox or radio) and its label on one line, tall enough to be a comfortable touch target. */
export const choiceRow = css`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]};
  min-height: 44px;
`;

/** The button around a small checkbox or radio mark: a bare 44 px hit area that centres the mark. */
export const choiceHitArea = css`
  flex: none;
  ${iconButtonBox}
  border: 0;
  background: transparent;
  cursor: pointer;
`;
