import styled, { css, keyframes } from 'styled-components';

/**
 * Phones first. Below the tablet breakpoint the header has two rows: the menu button, the brand and the icon tools
 * on the first, the wallet (balance, refresh, deposit, withdraw) on the second. From the tablet breakpoint it is
 * one row; from the laptop breakpoint (1024, where the side menu stays open) the menu button goes and deposit and
 * withdraw become text buttons.
 */
export const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${(p) => p.theme.space[2]};
  row-gap: ${(p) => p.theme.space[1]};
  min-width: 0;
  padding: ${(p) => p.theme.space[1]} ${(p) => p.theme.space[2]};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  border-bottom: 1px solid ${(p) => p.theme.color.border.subtle};
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    flex-wrap: nowrap;
    column-gap: ${(p) => p.theme.space[3]};
    padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[4]};
  }
`;

export const MenuSlot = styled.span`
  display: inline-flex;
  flex: none;
  @media (min-width: ${(p) => p.theme.breakpoint.laptop}) {
    display: none;
  }
`;

/**
 * The brand never shrinks below its own width (a name cut to "Atr…" names nothing): when the row is too narrow
 * for it and the buttons beside it, they wrap to a row of their own. Only a name wider than the whole row is cut.
 * On phones its size steps down so that it usually shares the first row.
 */
export const BrandLink = styled.a`
  flex: 1 0 auto;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  padding: ${(p) => p.theme.space[2]} 0;
  color: ${(p) => p.theme.color.text.primary};
  font-size: calc(${(p) => p.theme.font.sizeTitle} * 0.75);
  font-weight: ${(p) => p.theme.font.weightBold};
  text-decoration: none;
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    /* One row from here on (nothing wraps): the brand yields room before anything sticks out. */
    flex: 1 1 auto;
    min-width: 0;
    font-size: ${(p) => p.theme.font.sizeTitle};
  }
`;

export const GuestActions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
`;

export const Tools = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${(p) => p.theme.space[1]};
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    order: 3;
  }
`;

export const Wallet = styled.div`
  display: flex;
  flex: 1 0 100%;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[1]};
  min-width: 0;
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    order: 2;
    flex: none;
  }
`;

export const WalletMoves = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]};
  margin-inline-start: auto;
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    margin-inline-start: ${(p) => p.theme.space[2]};
  }
`;

/** Below the laptop breakpoint: deposit and withdraw as icon buttons. */
export const CompactOnly = styled.span`
  display: inline-flex;
  gap: ${(p) => p.theme.space[1]};
  @media (min-width: ${(p) => p.theme.breakpoint.laptop}) {
    display: none;
  }
`;

/** From the laptop breakpoint: deposit and withdraw as text buttons. */
export const WideOnly = styled.span`
  display: none;
  @media (min-width: ${(p) => p.theme.breakpoint.laptop}) {
    display: inline-flex;
    gap: ${(p) => p.theme.space[2]};
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const RefreshGlyph = styled.span<{ $isSpinning: boolean }>`
  display: inline-flex;
  ${(p) =>
    p.$isSpinning &&
    css`
      animation: ${spin} 0.9s linear infinite;
      @media (prefers-reduced-motion: reduce) {
        animation: none;
        opacity: 0.6;
      }
    `}
`;

export const NoticeSlot = styled.span`
  position: relative;
  display: inline-flex;
`;

export const NoticeBadge = styled.span`
  position: absolute;
  top: 0;
  inset-inline-end: 0;
  pointer-events: none;
`;

export const AccountTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]};
  min-width: 44px; /* a comfortable touch target */
  min-height: 44px;
  max-width: 14em;
  padding: 0 ${(p) => p.theme.space[2]};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-radius: ${(p) => p.theme.radius.pill};
  background: transparent;
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  cursor: pointer;
  &:hover {
    border-color: ${(p) => p.theme.color.accent.subtle};
  }
  svg {
    flex: none;
    font-size: ${(p) => p.theme.font.sizeTitle};
  }
`;

/** The nickname beside the account icon, from the tablet breakpoint (the trigger is named by its aria-label). */
export const AccountName = styled.span`
  display: none;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    display: inline;
  }
`;

export const Chevron = styled.span`
  display: none;
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    display: inline-flex;
  }
`;
