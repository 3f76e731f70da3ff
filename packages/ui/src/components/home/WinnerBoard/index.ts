export { WinnerBoard, type WinnerBoardProps } from './WinnerBoard';
