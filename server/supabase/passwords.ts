import { scrypt, randomBytes, timingSafeEqual } from 'node:crypto';
import { AuthFailure } from './authErrors';

const KEY_LENGTH = 64;
export const MIN_PASSWORD_LENGTH = 8;

/** The most common passwords of eight characters or more: the first ones any guesser tries. */
const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '12341234', '87654321', '11111111', '00000000', '123123123',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'qwertyui', 'qwerty123',
  'qwertyuiop', '1q2w3e4r', '1qaz2wsx', 'iloveyou', 'abc12345', 'abcd1234', 'letmein1', 'welcome1',
  'admin123', 'administrator', 'baseball', 'football', 'sunshine', 'princess', 'trustno1', 'superman',
  'starwars', 'whatever', 'changeme', 'aaaaaaaa', 'zaq12wsx', 'asdfghjk', 'computer', 'michael1',
]);

/**
 * The platform's password rule, answered as GoTrue answers it (422 weak_password with reasons): at least
 * eight characters, not only whitespace or one repeated character, and not a well-known common password.
 */
export function assertStrongPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthFailure(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (password.trim() === '' || new Set(password).size === 1) {
    throw new AuthFailure(422, 'weak_password', 'Password should contain more than one kind of character.', {
      weak_password: { reasons: ['characters'] },
    });
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw new AuthFailure(422, 'weak_password', 'Password is known to be weak and easy to guess, please choose a different one.', {
      weak_password: { reasons: ['pwned'] },
    });
  }
}

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$<salt b64>$<hash b64>` with a random 16-byte salt per password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${(await derive(password, salt)).toString('base64')}`;
}

// Checked against when the email is unknown, so that answer costs the same scrypt as a wrong password.
let unknownUserHash: Promise<string> | undefined;

/** Always derives once, so a sign-in takes as long whether or not the account (`stored`) exists. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, salt, hash] = (stored ?? (await (unknownUserHash ??= hashPassword(randomBytes(16).toString('hex'))))).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'));
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
