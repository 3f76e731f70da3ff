import styled from 'styled-components';
import { ScreenPage, ScreenTitle } from '../../layout/Screen/Screen.styles';

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
  padding: ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.raised};
  color: ${(p) => p.theme.color.text.primary};
  font-weight: ${(p) => p.theme.font.weightBold};
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

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeBody};
`;

export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${(p) => p.theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  min-width: 0;
  padding: ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.bg.surface};
  text-align: center;

  & h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.sizeBody};
  }
`;

/** A link that looks like the primary button: it leaves for the app store or a mirror, so it is a link. */
export const ActionLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
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
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const TextLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${(p) => p.theme.color.text.primary};
  text-decoration: underline;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]};
  margin: 0;
  padding-inline-start: ${(p) => p.theme.space[5]};
`;

export const Rows = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[2]};
  padding: ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.raised};
`;

export const RowText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]};
  min-width: 0;
`;

export const Muted = styled.span`
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.sizeSmall};
`;

export const Time = styled.span<{ $tone: 'ok' | 'pending' | 'down' }>`
  font-weight: ${(p) => p.theme.font.weightBold};
  font-variant-numeric: tabular-nums;
  color: ${(p) => (p.$tone === 'down' ? p.theme.color.text.danger : p.theme.color.text.primary)};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
`;

export const Success = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.raised};
  font-weight: ${(p) => p.theme.font.weightBold};
`;
