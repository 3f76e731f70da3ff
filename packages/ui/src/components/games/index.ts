// @atrium/ui/games: explicit named exports only (docs/conventions.md: no `export *` barrels).
export { GameCard, type GameCardProps } from './GameCard';
export { VendorCard, type VendorCardProps } from './VendorCard';
export { GAME_GRID_SKELETON_COUNT, GameGrid, type GameGridProps } from './GameGrid';
export { VendorGrid, type VendorGridProps } from './VendorGrid';
