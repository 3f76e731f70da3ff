import { ErrorState } from '../../primitives/ErrorState';
import memberEnglish from '../../../i18n/locales/en/ui/member.json';
import { registerPart } from '../../../i18n/registry';

registerPart('member', memberEnglish);

export interface MemberMenuErrorProps {
  readonly onRetry: () => void;
  readonly isRetrying?: boolean;
}

/**
 * What the member centre's menu is built from (the merchant wallet, say) could not be had: some pages may be missing
 * from it. Said with a retry, above the page, which works meanwhile.
 */
export function MemberMenuError({ onRetry, isRetrying = false }: MemberMenuErrorProps) {
  return <ErrorState messageKey="ui:MemberCentre.menuFailed" onRetry={onRetry} isRetrying={isRetrying} />;
}
