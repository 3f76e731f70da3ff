export { GoldenEgg, type GoldenEggProps } from './GoldenEgg';
