import styled, { css } from 'styled-components';
import { bareList, shrinkStack, stack, thinFocusRing } from '../../primitives/shared/layoutPatterns.styles';

export const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[4]};
  min-width: 0;

  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    grid-template-columns: minmax(12rem, 1fr) 3fr;
    align-items: start;
  }
`;

export const TopicList = styled.ul`
  ${stack(1)}
  ${bareList}
`;

export const TopicButton = styled.button<{ $depth: number; $isCurrent: boolean }>`
  width: 100%;
  min-height: ${(p) => p.theme.space[7]};
  padding-block: ${(p) => p.theme.space[2]};
  padding-inline: calc(${(p) => p.theme.space[3]} + ${(p) => p.$depth} * ${(p) => p.theme.space[4]})
    ${(p) => p.theme.space[3]};
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radius.md};
  background: none;
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${(p) => p.theme.color.bg.raised};
  }
  ${thinFocusRing}
  ${(p) =>
    p.$isCurrent &&
    css`
      border-color: ${p.theme.color.accent.base};
      background: ${p.theme.color.bg.raised};
      font-weight: ${p.theme.font.weightBold};
    `}
`;

export const Article = styled.article`
  ${shrinkStack(3)}
`;

export const ArticleTitle = styled.h2`
  margin: 0;
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => p.theme.font.sizeTitle};
`;
