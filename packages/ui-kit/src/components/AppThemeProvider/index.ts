export { AppThemeProvider } from './AppThemeProvider';
