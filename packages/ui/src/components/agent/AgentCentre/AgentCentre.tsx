import type { ReactNode } from 'react';
import { ErrorState } from '../../primitives/ErrorState';
import { Spinner } from '../../primitives/Spinner';
import { Main } from './AgentCentre.styles';

export interface AgentCentreProps {
  /**
   * What the agent's details are: on their way (a loading status, the area marked busy), failed (the error and a
   * retry, spec §8), or there (the centre's content).
   */
  readonly state: 'loading' | 'error' | 'ready';
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
export function AgentCentre({ state, errorKey, onRetry, isRetrying = false, children }: AgentCentreProps) {
  return (
    <Main id="main-content" aria-busy={state === 'loading' || undefined}>
      {state === 'loading' ? (
        <Spinner />
      ) : state === 'error' ? (
        <ErrorState messageKey={errorKey} onRetry={onRetry} isRetrying={isRetrying} />
      ) : (
        children
      )}
    </Main>
  );
}
