export { StatusPage, type StatusPageProps } from './StatusPage';
export { CloudOffIcon, GlobeBlockedIcon, WrenchIcon } from '../../primitives/Icon';
