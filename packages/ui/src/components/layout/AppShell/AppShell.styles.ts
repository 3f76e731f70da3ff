import styled from 'styled-components';

export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${(p) => p.theme.space[2]};
  top: -100px;
  z-index: ${(p) => p.theme.zIndex.toast};
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.accent.base};
  color: ${(p) => p.theme.color.text.onAccent};
  &:focus {
    top: ${(p) => p.theme.space[2]};
  }
`;

export const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${(p) => p.theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  min-height: 56px;
  padding: 0 ${(p) => p.theme.space[4]};
  background: ${(p) => p.theme.color.bg.surface};
  border-bottom: 1px solid ${(p) => p.theme.color.border.subtle};
`;

export const BrandLink = styled.a`
  color: ${(p) => p.theme.color.text.primary};
  font-weight: ${(p) => p.theme.font.weightBold};
  font-size: 1.125rem;
  text-decoration: none;
  padding: ${(p) => p.theme.space[2]} 0;
`;

export const Main = styled.main`
  padding: ${(p) => p.theme.space[5]} ${(p) => p.theme.space[4]};
  max-width: 1440px;
  margin: 0 auto;
  &:focus {
    outline: none;
  }
`;
