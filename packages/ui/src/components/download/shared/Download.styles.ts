import styled from 'styled-components';
import { ScreenPage, ScreenTitle } from '../../layout/Screen/Screen.styles';
import {
  bareList,
  blockTitle,
  focusRing,
  inlineCentre,
  mutedText,
  raisedCard,
  shrinkStack,
  spreadRow,
  stack,
  surfacePanel,
  touchRow,
  wrapRow,
} from '../../primitives/shared/layoutPatterns.styles';

/** The download area's pages (app download, mirror sites, feedback): one look, one place. */

export const Page = styled(ScreenPage)`
  max-width: 64rem;
  margin: 0 auto;
  overflow-wrap: anywhere;
`;

export const Title = ScreenTitle;

export const Lead = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Highlight = styled.p`
  margin: 0;
  ${raisedCard}
  color: ${(p) => p.theme.color.text.primary};
  font-weight: ${(p) => p.theme.font.weightBold};
`;

export const Panel = styled.section`
  ${shrinkStack(3)}
  ${surfacePanel}
`;

export const PanelTitle = styled.h2`
  ${blockTitle}
`;

export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${(p) => p.theme.space[3]};
  ${bareList}
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  min-width: 0;
  ${surfacePanel}
  text-align: center;

  & h2 {
    ${blockTitle}
  }
`;

/** A link that looks like the primary button: it leaves for the app store or a mirror, so it is a link. */
export const ActionLink = styled.a`
  ${inlineCentre}
  min-height: 44px; /* a comfortable touch target */
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[5]};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.accent.base};
  color: ${(p) => p.theme.color.text.onAccent};
  font-weight: ${(p) => p.theme.font.weightBold};
  text-decoration: none;
  &:hover {
    background: ${(p) => p.theme.color.accent.hover};
  }
  ${focusRing}
`;

export const TextLink = styled.a`
  ${touchRow}
  color: ${(p) => p.theme.color.text.primary};
  text-decoration: underline;
  ${focusRing}
`;

export const Steps = styled.ol`
  ${stack(2)}
  margin: 0;
  padding-inline-start: ${(p) => p.theme.space[5]};
`;

/** Steps each led by the icon of what to tap (the lite app's "Add to Home Screen"): the icon stands for the number. */
export const IconSteps = styled.ol`
  ${stack(3)}
  ${bareList}

  & > li {
    display: flex;
    align-items: flex-start;
    gap: ${(p) => p.theme.space[3]};
    min-width: 0;
  }

  & svg {
    flex: none;
    font-size: 1.5rem;
    color: ${(p) => p.theme.color.accent.subtle}; /* 3:1 on the surface (CONTRAST_PAIRS) */
  }
`;

export const Rows = styled.ol`
  ${stack(2)}
  ${bareList}
`;

export const Row = styled.li`
  ${spreadRow(2)}
  ${raisedCard}
`;

export const RowText = styled.div`
  ${shrinkStack(1)}
`;

export const Muted = styled.span`
  ${mutedText}
`;

export const Time = styled.span<{ $tone: 'ok' | 'pending' | 'down' }>`
  font-weight: ${(p) => p.theme.font.weightBold};
  font-variant-numeric: tabular-nums;
  color: ${(p) => (p.$tone === 'down' ? p.theme.color.text.danger : p.theme.color.text.primary)};
`;

export const Actions = styled.div`
  ${wrapRow(3)}
`;

export const Success = styled.p`
  margin: 0;
  ${raisedCard}
  font-weight: ${(p) => p.theme.font.weightBold};
`;
