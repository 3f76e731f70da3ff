export { PromotionApply, type PromotionApplyProps } from './PromotionApply';
