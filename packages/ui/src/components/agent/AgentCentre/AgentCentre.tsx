import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../primitives/ErrorState';
import { Spinner } from '../../primitives/Spinner';
import { Main, Welcome } from './AgentCentre.styles';

export interface AgentCentreProps {
  /**
   * What the agent's details are: on their way (a loading status, the area marked busy), failed (the error and a
   * retry, spec §8), or there (the centre's content).
   */
  readonly state: 'loading' | 'error' | 'ready';
  /** Who is signed in (nickname or account), greeted once the details are there. */
  readonly name: string;
  /** The `errors` catalogue key of the failure (spec §8); 'Unknown error' without one. */
  readonly errorKey?: string;
  readonly onRetry?: () => void;
  readonly isRetrying?: boolean;
  readonly children?: ReactNode;
}

/**
 * The agent centre's content area under its header (spec §2 /agentHome): never blank, whatever the platform
 * answered. The area is the page's main landmark, the skip link's target.
 */
export function AgentCentre({ state, name, errorKey, onRetry, isRetrying = false, children }: AgentCentreProps) {
  const { t } = useTranslation('ui');
  return (
    <Main id="main-content" aria-busy={state === 'loading' || undefined}>
      {state === 'loading' ? (
        <Spinner />
      ) : state === 'error' ? (
        <ErrorState messageKey={errorKey} onRetry={onRetry} isRetrying={isRetrying} />
      ) : (
        <>
          <Welcome dir="auto">{t('AgentCentre.welcome', { name })}</Welcome>
          {children}
        </>
      )}
    </Main>
  );
}
