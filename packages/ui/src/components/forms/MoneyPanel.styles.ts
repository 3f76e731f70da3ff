import styled from 'styled-components';

/**
 * The panels of the money pages (wallet, withdraw, points, rebate, referral, a transfer to a downline) and of the
 * centres' panels built like them: one look, one place.
 */

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]};
  min-width: 0;
  padding: ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.bg.surface};
  overflow-wrap: anywhere;
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeBody};
`;

export const PanelText = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]};
  min-width: 0;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[3]};
`;

export const Success = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.raised};
  color: ${(p) => p.theme.color.text.primary};
  font-weight: 600;
`;

export const Failure = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.danger};
`;

/** A figure the member acts on (the withdrawable amount, the points available). */
export const Strong = styled.p`
  margin: 0;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/** Why the form cannot be sent now, or what will happen next, set apart from the text around it. */
export const Notice = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[3]};
  border-inline-start: 3px solid ${(p) => p.theme.color.accent.base};
  background: ${(p) => p.theme.color.bg.raised};
  color: ${(p) => p.theme.color.text.primary};
`;

/** The list of a money page's records (withdrawals, points, rebate claims), one bordered card each. */
export const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]};
  min-width: 0;
  padding: ${(p) => p.theme.space[3]};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-radius: ${(p) => p.theme.radius.md};
`;

/** A record's first line: what it is and its amount, apart at the ends; they wrap on a phone. */
export const RowHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[2]};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/** A record's first line that may hold a button (claim): the name and the button centred on one axis. */
export const ActionRowHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[2]};
  font-weight: 600;
`;

/** Label and value pairs of one record; they wrap on a phone rather than scroll sideways. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
  gap: ${(p) => p.theme.space[2]};
  margin: 0;

  & > div {
    min-width: 0;
  }

  & dt {
    color: ${(p) => p.theme.color.text.secondary};
    font-size: ${(p) => p.theme.font.sizeSmall};
  }

  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;
