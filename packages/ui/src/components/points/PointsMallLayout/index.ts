export { PointsMallLayout, POINTS_MALL_TABS, type PointsMallLayoutProps, type PointsMallTab } from './PointsMallLayout';
