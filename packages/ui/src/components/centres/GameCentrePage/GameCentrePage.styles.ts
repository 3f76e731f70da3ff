import styled from 'styled-components';
import { blockTitle, stack } from '../../primitives/shared/layoutPatterns.styles';

export const Page = styled.div`
  ${stack(5)}
  padding: ${(p) => p.theme.space[4]};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
  font-weight: ${(p) => p.theme.font.weightBold};
  color: ${(p) => p.theme.color.text.primary};
`;

export const Section = styled.section`
  ${stack(3)}
`;

export const SectionTitle = styled.h2`
  ${blockTitle}
  font-weight: ${(p) => p.theme.font.weightBold};
  color: ${(p) => p.theme.color.text.secondary};
`;
