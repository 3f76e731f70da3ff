import styled from 'styled-components';
import { bareList, mutedText, shrinkStack, stack, thinFocusRing } from '../../primitives/shared/layoutPatterns.styles';

export const Section = styled.section`
  ${shrinkStack(3)}
  max-width: 64rem;
  margin: 0 auto;
  padding: ${(p) => p.theme.space[4]};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
  font-weight: ${(p) => p.theme.font.weightBold};
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: ${(p) => p.theme.space[3]};
  ${bareList}
`;

export const Card = styled.button`
  ${stack(2)}
  inline-size: 100%;
  min-inline-size: 0;
  padding: ${(p) => p.theme.space[2]};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${(p) => p.theme.color.bg.raised};
  }
  ${thinFocusRing}
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const Media = styled.span`
  position: relative;
  display: block;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.raised};

  & img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const State = styled.span<{ $live: boolean }>`
  position: absolute;
  inset-block-start: ${(p) => p.theme.space[1]};
  inset-inline-start: ${(p) => p.theme.space[1]};
  padding: 0 ${(p) => p.theme.space[2]};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => (p.$live ? p.theme.color.accent.base : p.theme.color.bg.surface)};
  color: ${(p) => (p.$live ? p.theme.color.text.onAccent : p.theme.color.text.primary)};
  font-size: ${(p) => p.theme.font.sizeSmall};
  font-weight: ${(p) => p.theme.font.weightBold};
`;

export const Name = styled.span`
  overflow: hidden;
  font-weight: ${(p) => p.theme.font.weightBold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Viewers = styled.span`
  ${mutedText}
`;

export const Failure = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.danger};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;
