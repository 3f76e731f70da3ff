import styled from 'styled-components';

/** The IP stays left-to-right even in right-to-left languages. */
export const Address = styled.bdi`
  font-variant-numeric: tabular-nums;
  color: ${(p) => p.theme.color.text.primary};
`;
