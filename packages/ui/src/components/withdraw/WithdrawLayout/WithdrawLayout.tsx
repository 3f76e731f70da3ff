import type { ReactNode } from 'react';
import styled from 'styled-components';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]};
  min-width: 0;
`;

export interface WithdrawLayoutProps {
  /** The withdraw form, then the list of withdrawals (and their dialogs). */
  readonly children: ReactNode;
}

/** The withdraw page's column: one section under the other at every width, never wider than the page. */
export function WithdrawLayout({ children }: WithdrawLayoutProps) {
  return <Stack>{children}</Stack>;
}
