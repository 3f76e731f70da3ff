export { TopNav, type TopNavProps } from './TopNav';
export { TopNavPlaceholder } from './TopNavPlaceholder';
