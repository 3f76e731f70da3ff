// @atrium/ui/guide: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §2 Other screens: beginner guide
export { GuidePage, type GuidePageProps } from './GuidePage';
export type { GuideActionKindView, GuideSectionView, GuideStepView } from './types';
