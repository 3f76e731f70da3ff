import { PendingOffersContainer } from '../../../shared/contracts/PendingOffersContainer';

/** The member centre's contract offers: every offer waiting for an answer, put off in the popup or not. */
export function ContractOffersContainer() {
  return <PendingOffersContainer />;
}
