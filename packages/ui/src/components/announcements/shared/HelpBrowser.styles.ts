import styled, { css } from 'styled-components';

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
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
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
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
  ${(p) =>
    p.$isCurrent &&
    css`
      border-color: ${p.theme.color.accent.base};
      background: ${p.theme.color.bg.raised};
      font-weight: ${p.theme.font.weightBold};
    `}
`;

export const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]};
  min-width: 0;
`;

export const ArticleTitle = styled.h2`
  margin: 0;
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => p.theme.font.sizeTitle};
`;
