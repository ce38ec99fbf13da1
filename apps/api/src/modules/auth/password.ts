import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (its Algorithm enum is const, so it is not spelled out here).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a stored hash (unknown email) it still runs one
 * verification against a decoy, so response time does not reveal which emails exist.
 */
export async function checkPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    decoyHash ??= hash('decoy-password-never-matches');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
