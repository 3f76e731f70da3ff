export { GamePopupList, type GamePopupListProps } from './GamePopupList';
