import styled from 'styled-components';
import {
  blockTitle,
  mutedText,
  raisedCard,
  shrinkStack,
  surfacePanel,
} from '../../primitives/shared/layoutPatterns.styles';

export const Frame = styled.div`
  ${shrinkStack(4)}
`;

export const Panel = styled.section`
  ${shrinkStack(3)}
  ${surfacePanel}
`;

export const PanelTitle = styled.h3`
  ${blockTitle}
`;

/** `$isMoney`: amounts need more room than counts, so a phone shows them one a row rather than broken mid-number. */
export const Figures = styled.dl<{ $isMoney?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => (p.$isMoney ? '12rem' : '9.5rem')}, 1fr));
  gap: ${(p) => p.theme.space[3]};
  margin: 0;
`;

export const Figure = styled.div`
  ${shrinkStack(1)}
  ${raisedCard}
`;

export const FigureTerm = styled.dt`
  ${mutedText}
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
  ${mutedText}
`;
