import styled from 'styled-components';
import { blockTitle, mutedText, stack } from '../../primitives/shared/layoutPatterns.styles';

/** The body of a launch dialog: the game grid, and under it the pagination. */
export const ListBody = styled.div`
  ${stack(4)}
`;

export const Lead = styled.p`
  margin: 0;
  ${mutedText}
`;

export const SectionTitle = styled.h3`
  ${blockTitle}
  font-weight: ${(p) => p.theme.font.weightBold};
  color: ${(p) => p.theme.color.text.primary};
`;
