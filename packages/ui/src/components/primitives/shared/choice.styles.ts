import { css } from 'styled-components';

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
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
`;
