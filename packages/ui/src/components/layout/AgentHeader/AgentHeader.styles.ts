import styled from 'styled-components';

export const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${(p) => p.theme.space[4]};
  row-gap: ${(p) => p.theme.space[1]};
  min-width: 0;
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  border-bottom: 1px solid ${(p) => p.theme.color.border.subtle};
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    flex-wrap: nowrap;
    padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[4]};
  }
`;

export const Title = styled.span`
  font-size: ${(p) => p.theme.font.sizeTitle};
  font-weight: ${(p) => p.theme.font.weightBold};
  white-space: nowrap;
`;

export const ClockText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  color: ${(p) => p.theme.color.text.secondary};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  unicode-bidi: isolate;
`;

export const Zone = styled.span`
  color: ${(p) => p.theme.color.text.primary};
  font-weight: ${(p) => p.theme.font.weightBold};
`;

export const Account = styled.span`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space[3]};
  min-width: 0;
`;

export const Who = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${(p) => p.theme.space[1]};
  min-width: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Name = styled.strong`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${(p) => p.theme.color.text.primary};
`;

export const WhoLabel = styled.span`
  flex: none;
  white-space: nowrap;
`;

export const Action = styled.span`
  display: inline-flex;
  flex: none;
`;

/** The logout arrow points out of the reading direction. */
export const LogoutGlyph = styled.span`
  display: inline-flex;
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

/** The language selector: its own item of the bar, so on a phone it wraps to a line of its own rather than squeeze. */
export const Language = styled.span`
  display: inline-flex;
  flex: none;
  min-width: 10rem;
`;
