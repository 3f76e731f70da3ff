import styled from 'styled-components';
import { ScreenPage, ScreenTitle } from '../../layout/Screen/Screen.styles';
import {
  bareList,
  blockTitle,
  mutedText,
  stack,
  thinFocusRing,
  touchRow,
} from '../../primitives/shared/layoutPatterns.styles';

export const Page = ScreenPage;

export const Title = styled(ScreenTitle)`
  overflow-wrap: anywhere;

  /* The article's title takes the focus when opened from the list; a ring only for keyboard users. */
  &:focus:not(:focus-visible) {
    outline: none;
  }
`;

export const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: ${(p) => p.theme.space[3]};
  ${bareList}
`;

export const Card = styled.article`
  position: relative;
  ${stack(2)}
  height: 100%;
  min-width: 0;
  padding: ${(p) => p.theme.space[3]};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.bg.surface};
  overflow-wrap: anywhere;
`;

/** The cover keeps its intrinsic ratio from the width and height attributes, so its box exists before it loads. */
export const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.raised};
`;

export const CardTitle = styled.h2`
  ${blockTitle}
`;

/** The title's link covers the whole card, so a tap anywhere on it opens the article (one tab stop per card). */
export const CardLink = styled.a`
  color: ${(p) => p.theme.color.text.primary};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${(p) => p.theme.radius.lg};
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const Text = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => `${p.theme.space[1]} ${p.theme.space[3]}`};
  margin: 0;
  ${mutedText}
`;

export const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[1]};
  ${bareList}

  & li {
    padding: ${(p) => `0 ${p.theme.space[2]}`};
    border: 1px solid ${(p) => p.theme.color.border.subtle};
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.color.bg.raised};
    color: ${(p) => p.theme.color.text.primary};
    font-size: ${(p) => p.theme.font.sizeSmall};
  }
`;

export const BackLink = styled.a`
  align-self: flex-start;
  ${touchRow}
  color: ${(p) => p.theme.color.accent.subtle};
  ${thinFocusRing}
`;

export const Note = styled.p`
  margin: 0;
  padding: ${(p) => `${p.theme.space[2]} ${p.theme.space[3]}`};
  border-inline-start: 4px solid ${(p) => p.theme.color.border.focus};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.bg.raised};
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => p.theme.font.sizeSmall};
`;

export const Body = styled.div`
  min-width: 0;
`;
