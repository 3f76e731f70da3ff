import styled from 'styled-components';

export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]};
  min-width: 0;
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]};
  min-width: 0;
  padding: ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.bg.surface};
`;

export const PanelTitle = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeBody};
`;

/** `$isMoney`: amounts need more room than counts, so a phone shows them one a row rather than broken mid-number. */
export const Figures = styled.dl<{ $isMoney?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => (p.$isMoney ? '12rem' : '9.5rem')}, 1fr));
  gap: ${(p) => p.theme.space[3]};
  margin: 0;
`;

export const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]};
  min-width: 0;
  padding: ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.raised};
`;

export const FigureTerm = styled.dt`
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.sizeSmall};
  overflow-wrap: anywhere;
`;

export const FigureValue = styled.dd`
  margin: 0;
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => p.theme.font.sizeTitle};
  font-weight: ${(p) => p.theme.font.weightBold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export const Updating = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.sizeSmall};
`;
