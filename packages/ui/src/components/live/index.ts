// @atrium/ui/live: explicit named exports only (docs/conventions.md: no `export *` barrels).
export { ChatFrame, type ChatFrameProps } from './ChatFrame';
export { liveFirst, ModelList, type LiveModelView, type ModelListProps } from './ModelList';
