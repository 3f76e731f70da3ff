import { ErrorState } from '../../primitives/ErrorState';
import agentEnglish from '../../../i18n/locales/en/ui/agent.json';
import { registerPart } from '../../../i18n/registry';

registerPart('agent', agentEnglish);

export interface AgentMenuErrorProps {
  readonly onRetry: () => void;
  readonly isRetrying?: boolean;
}

/**
 * The brand's switches, which the agent centre's menu is built from, could not be had: the pages they gate are
 * missing from it. Said with a retry and what else the agent can do, above the page, which works meanwhile.
 */
export function AgentMenuError({ onRetry, isRetrying = false }: AgentMenuErrorProps) {
  return <ErrorState messageKey="ui:AgentMenu.menuFailed" onRetry={onRetry} isRetrying={isRetrying} />;
}
