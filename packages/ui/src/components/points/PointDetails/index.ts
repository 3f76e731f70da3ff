export { PointDetails, type PointDetailsProps } from './PointDetails';
