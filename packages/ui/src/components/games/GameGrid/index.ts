export { GAME_GRID_SKELETON_COUNT, GameGrid, type GameGridProps } from './GameGrid';
