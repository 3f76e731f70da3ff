import styled from 'styled-components';
import { stack } from '../../primitives/shared/layoutPatterns.styles';

export const Page = styled.section`
  ${stack(2)}
  min-block-size: 0;
  inline-size: 100%;
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[3]};
  padding-inline: ${(p) => p.theme.space[2]};
`;

export const Title = styled.h1`
  margin: 0;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${(p) => p.theme.font.sizeTitle};
  font-weight: ${(p) => p.theme.font.weightBold};
  color: ${(p) => p.theme.color.text.primary};
`;

/** The game fills the width and the height left under the header and the bar (dynamic viewport on phones). */
export const Frame = styled.iframe`
  display: block;
  inline-size: 100%;
  block-size: calc(100dvh - 8rem);
  min-block-size: 20rem;
  border: 0;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.surface};
`;

export const Placeholder = styled.div`
  display: grid;
  place-items: center;
  inline-size: 100%;
  block-size: calc(100dvh - 8rem);
  min-block-size: 20rem;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.surface};
`;
