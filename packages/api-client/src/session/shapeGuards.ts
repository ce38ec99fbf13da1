import type { AuthUser, Scopes } from '@shelfsight/contracts';

// Structural checks instead of the zod schemas: zod would add ~25 KB gzip to the sign-in page for
// values this app wrote itself. A stored value that fails them is dropped, not trusted.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isStoredAuthUser(value: unknown): value is AuthUser {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.email === 'string' &&
    typeof value.displayName === 'string' &&
    typeof value.isSystemAdmin === 'boolean' &&
    typeof value.isAdmin === 'boolean' &&
    Array.isArray(value.roles) &&
    Array.isArray(value.userRoles)
  );
}

export function isScopes(value: unknown): value is Scopes {
  return isRecord(value) && Object.values(value).every((flag) => typeof flag === 'boolean');
}

export function tokenOf(body: unknown): string | null {
  return isRecord(body) && typeof body.token === 'string' && body.token.length > 0 ? body.token : null;
}
