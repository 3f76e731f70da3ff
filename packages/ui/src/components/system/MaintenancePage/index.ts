export { MaintenancePage, type MaintenancePageProps } from './MaintenancePage';
