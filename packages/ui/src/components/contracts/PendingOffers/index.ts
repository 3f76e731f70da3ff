export { PendingOffers, type PendingOffersProps } from './PendingOffers';
