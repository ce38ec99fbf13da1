export { RedirectIfAuthenticated } from './RedirectIfAuthenticated';
