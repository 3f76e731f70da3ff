import styled from 'styled-components';

/**
 * The top navigation's place while its code and the vendors load: the same bar, empty, at the same height (one row
 * of 44 px entry links plus the 3 px current-page bar), so nothing below it moves when the entries arrive.
 */
const Bar = styled.div`
  min-height: 48px;
  background: ${(p) => p.theme.color.bg.surface};
  border-bottom: 1px solid ${(p) => p.theme.color.border.subtle};
`;

export function TopNavPlaceholder() {
  return <Bar aria-hidden="true" />;
}
