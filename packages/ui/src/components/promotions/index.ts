// @atrium/ui/promotions: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §2 /promotions and /promotions#{promoId}; §5 activity application
export { PromotionApply, type PromotionApplyProps, type PromotionRefusal } from './PromotionApply';
export { PromotionDetail, type PromotionDetailProps } from './PromotionDetail';
export { PromotionList, type PromotionListProps } from './PromotionList';
export { ALL_PROMOTIONS, type PromotionApplySubmission, type PromotionCategoryView, type PromotionView } from './types';
