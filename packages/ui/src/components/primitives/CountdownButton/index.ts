export { CountdownButton, type CountdownButtonProps } from './CountdownButton';
export { manualClock, systemClock, type Clock, type ManualClock } from './clock';
