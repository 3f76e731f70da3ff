export { liveFirst, ModelList, type LiveModelView, type ModelListProps } from './ModelList';
