export { PointGoods, type PointGoodsProps } from './PointGoods';
