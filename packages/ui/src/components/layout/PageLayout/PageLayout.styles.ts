import styled from 'styled-components';

export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  min-width: 0;
`;

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

export const Body = styled.div`
  display: flex;
  flex: 1;
  align-items: flex-start;
  min-width: 0;
`;

/** The persistent sidebar at ≥ 1024 px: it scrolls on its own and stays in view. */
export const Sidebar = styled.div`
  position: sticky;
  top: 0;
  flex: none;
  width: calc(${(p) => p.theme.space[8]} * 4);
  max-height: 100vh;
  max-height: 100dvh;
  overflow-y: auto;
  border-inline-end: 1px solid ${(p) => p.theme.color.border.subtle};
  background: ${(p) => p.theme.color.bg.surface};
`;

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  align-self: stretch;
  min-width: 0;
`;

export const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1440px;
  min-width: 0;
  margin: 0 auto;
  padding: ${(p) => p.theme.space[5]} ${(p) => p.theme.space[4]};
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
`;

/** PagePending: a screen's height, empty. */
export const Pending = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
`;
