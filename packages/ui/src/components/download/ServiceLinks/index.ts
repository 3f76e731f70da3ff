export { SERVICE_LINK_PATHS, ServiceLinks } from './ServiceLinks';
