export { VendorGrid, type VendorGridProps } from './VendorGrid';
