import styled from 'styled-components';

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
