export { AreaPage as OrganizerPage } from '../area-shell/AreaPage';
