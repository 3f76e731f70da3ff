export { TaskCentre, type TaskCentreProps } from './TaskCentre';
