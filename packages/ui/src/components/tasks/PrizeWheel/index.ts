export { PrizeWheel, type PrizeWheelProps } from './PrizeWheel';
