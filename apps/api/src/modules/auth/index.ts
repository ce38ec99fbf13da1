// What other modules may use of this module (they import nothing else from it).
export { setRefreshCookie } from './auth.routes';
export { findUserByEmail, loadAuthUser } from './authUser.repository';
export { checkPassword, hashPassword } from './password';
export { issueRefreshToken } from './refreshToken.repository';
