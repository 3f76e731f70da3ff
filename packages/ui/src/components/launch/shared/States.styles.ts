import styled from 'styled-components';

/** The body of a launch dialog: the game grid, and under it the pagination. */
export const ListBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]};
`;

export const Lead = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.sizeSmall};
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeBody};
  font-weight: ${(p) => p.theme.font.weightBold};
  color: ${(p) => p.theme.color.text.primary};
`;
