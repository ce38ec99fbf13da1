// What other modules may use of this module (they import nothing else from it).
export { writeGrants } from './roles.repository';
export { writeMembership } from './users.repository';
