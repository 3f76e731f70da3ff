export { PromotionApply, type PromotionApplyProps, type PromotionRefusal } from './PromotionApply';
