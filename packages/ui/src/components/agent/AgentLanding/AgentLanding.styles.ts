import styled from 'styled-components';
import { bareList, stack } from '../../primitives/shared/layoutPatterns.styles';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${(p) => p.theme.color.bg.canvas};
  color: ${(p) => p.theme.color.text.primary};
  overflow-wrap: anywhere;
`;

export const Main = styled.main`
  flex: 1;
  display: grid;
  /* A column no wider than the screen: the captcha row's input would otherwise widen it to its own default width. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space[6]};
  width: 100%;
  max-width: 72rem;
  margin-inline: auto;
  padding: ${(p) => p.theme.space[5]} ${(p) => p.theme.space[4]};
  align-items: start;
  @media (min-width: ${(p) => p.theme.breakpoint.laptop}) {
    grid-template-columns: 1fr minmax(22rem, 26rem);
    padding-block: ${(p) => p.theme.space[8]};
  }
`;

export const Marketing = styled.div`
  ${stack(4)}
`;

export const Headline = styled.h1`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeDisplay};
  font-weight: ${(p) => p.theme.font.weightBold};
  line-height: 1.2;
`;

export const Intro = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
  line-height: ${(p) => p.theme.font.lineHeight};
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${(p) => p.theme.space[2]};
  font-size: ${(p) => p.theme.font.sizeTitle};
  font-weight: ${(p) => p.theme.font.weightBold};
`;

export const Benefits = styled.ul`
  ${bareList}
  display: grid;
  gap: ${(p) => p.theme.space[2]};
`;

export const Benefit = styled.li`
  padding: ${(p) => p.theme.space[3]};
  border-inline-start: 3px solid ${(p) => p.theme.color.accent.subtle};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.bg.surface};
`;

export const Card = styled.section`
  ${stack(4)}
  padding: ${(p) => p.theme.space[5]} ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.bg.surface};
  box-shadow: ${(p) => p.theme.shadow.raised};
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
  font-weight: ${(p) => p.theme.font.weightBold};
`;

export const Hours = styled.div`
  padding-block-start: ${(p) => p.theme.space[3]};
  border-block-start: 1px solid ${(p) => p.theme.color.border.subtle};
  font-size: ${(p) => p.theme.font.sizeSmall};
  & p {
    margin: 0;
  }
`;

export const HoursTitle = styled.h3`
  margin: 0 0 ${(p) => p.theme.space[1]};
  font-size: ${(p) => p.theme.font.sizeSmall};
  font-weight: ${(p) => p.theme.font.weightBold};
`;

export const Footer = styled.footer`
  padding: ${(p) => p.theme.space[4]};
  text-align: center;
  color: ${(p) => p.theme.color.text.secondary};
`;

/** The language selector above the page, at its end edge, where a visitor looks for it before signing in. */
/** The page's banner: every control of a page belongs to a landmark, so a screen reader's landmark list finds it. */
export const LanguageBar = styled.header`
  display: flex;
  justify-content: flex-end;
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[4]} 0;
  & > * {
    min-width: 10rem;
  }
`;
