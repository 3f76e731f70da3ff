import styled from 'styled-components';
import {
  bareList,
  inlineCentre,
  mutedText,
  shrinkStack,
  stack,
  touchRow,
  wrapRow,
} from '../../primitives/shared/layoutPatterns.styles';

export const Root = styled.footer`
  ${stack(5)}
  padding: ${(p) => p.theme.space[6]} ${(p) => p.theme.space[4]};
  border-top: 1px solid ${(p) => p.theme.color.border.subtle};
  background: ${(p) => p.theme.color.bg.surface};
  ${mutedText}
  overflow-wrap: anywhere;
  min-width: 0;
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: ${(p) => p.theme.space[5]};
`;

export const Section = styled.div`
  ${shrinkStack(2)}
`;

export const SectionTitle = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.primary};
  font-weight: ${(p) => p.theme.font.weightBold};
`;

export const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  ${bareList}
`;

export const InlineList = styled.ul`
  ${wrapRow(2)}
  ${bareList}
`;

export const FooterLink = styled.a`
  ${touchRow}
  color: ${(p) => p.theme.color.text.secondary};
  text-decoration: underline;
  &:hover {
    color: ${(p) => p.theme.color.text.primary};
  }
`;

export const SocialLink = styled.a`
  ${touchRow}
  padding: 0 ${(p) => p.theme.space[3]};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-radius: ${(p) => p.theme.radius.pill};
  color: ${(p) => p.theme.color.text.primary};
  text-decoration: none;
  &:hover {
    border-color: ${(p) => p.theme.color.accent.subtle};
  }
`;

export const Vendor = styled.li`
  ${inlineCentre}
  min-height: ${(p) => p.theme.space[6]};
  padding: ${(p) => p.theme.space[1]} ${(p) => p.theme.space[2]};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.bg.raised};
  color: ${(p) => p.theme.color.text.primary};
  font-weight: ${(p) => p.theme.font.weightBold};
`;

/** Vendor logos are white art: shown on the plate that keeps them visible in every mode. */
export const VendorImage = styled.img`
  display: block;
  height: ${(p) => p.theme.space[5]};
  width: auto;
  max-width: 100%;
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.media.plate};
`;

export const Bottom = styled.div`
  ${wrapRow(3)}
  padding-top: ${(p) => p.theme.space[4]};
  border-top: 1px solid ${(p) => p.theme.color.border.subtle};
`;

export const AdultsOnly = styled.span`
  ${inlineCentre}
  flex: none;
  width: ${(p) => p.theme.space[7]};
  height: ${(p) => p.theme.space[7]};
  border: 2px solid ${(p) => p.theme.color.text.danger};
  border-radius: ${(p) => p.theme.radius.pill};
  color: ${(p) => p.theme.color.text.danger};
  font-weight: ${(p) => p.theme.font.weightBold};
`;

export const Legal = styled.div`
  ${shrinkStack(1)}
  /* Beside the 18+ mark; under it and the safer-play line when the three do not fit on one line. */
  flex: 1 1 12rem;
  & > p {
    margin: 0;
  }
`;

/** The safer-play link and its one line, between the 18+ mark and the legal lines. */
export const SaferPlay = styled.div`
  ${shrinkStack(0)}
  flex: 1 1 12rem;
`;
