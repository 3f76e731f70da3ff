import { RealAccountRequiredDialog } from '@atrium/ui/auth';
import { useAuthInternals } from '../../shared/auth/authContext';

export interface RealAccountContainerProps {
  readonly refusal: 'realAccountRequired' | 'needTrueAccount';
}

/**
 * §4 "trial user is told a real account must be registered first (info dialog with OK)" (games, lottery pages);
 * §5 "trial users get a 'need a true account' warning with confirm" (member and account panels, favourites).
 */
export function RealAccountContainer({ refusal }: RealAccountContainerProps) {
  const { setDialog } = useAuthInternals();
  return (
    <RealAccountRequiredDialog
      isOpen
      reason={refusal === 'realAccountRequired' ? 'game' : 'memberPanel'}
      onConfirm={() => setDialog(null)}
      onRegister={() => setDialog({ kind: 'register' })}
    />
  );
}
