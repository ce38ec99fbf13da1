export { mayUseProductManagement, RequireProductAccess } from './RequireProductAccess';
