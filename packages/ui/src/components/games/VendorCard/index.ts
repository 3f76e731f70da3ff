export { VendorCard, type VendorCardProps } from './VendorCard';
