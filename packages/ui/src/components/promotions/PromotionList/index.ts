export { PromotionList, type PromotionListProps } from './PromotionList';
