export { AreaPage as AdminPage } from '../../area-shell/AreaPage';
