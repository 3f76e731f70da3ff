// @atrium/ui/tasks: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §1 tasks, red envelope, prize wheel, golden egg ticket; §2 /task
export { GoldenEgg, type GoldenEggProps } from './GoldenEgg';
export { PrizeWheel, type PrizeWheelProps } from './PrizeWheel';
export { RedEnvelope, type RedEnvelopeProps } from './RedEnvelope';
export { TaskCentre, type TaskCentreProps } from './TaskCentre';
export { TaskList, type TaskListProps } from './TaskList';
export type { DrawGameView, DrawPrizeView, DrawStateView, TaskView, TaskViewStatus, WheelSegmentView } from './types';
