export { OfferContract, type OfferContractDownline, type OfferContractProps } from './OfferContract';
