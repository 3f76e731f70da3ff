export {
  GameCentrePage,
  type GameCentre,
  type GameCentreGroup,
  type GameCentrePageProps,
  type GameCentreSection,
} from './GameCentrePage';
