import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended memory cost (19 MiB, 2 passes).
const ARGON2 = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/**
 * A hash that matches nothing, made once when the server starts (not on the first unknown name, which would then take
 * twice as long): it is verified wherever there is no hash to check, so every check costs one argon2 verification.
 */
const decoyHash = hashPassword(crypto.randomBytes(16).toString('hex'));

/**
 * Whether the password matches the stored hash. A missing hash (an unknown or blocked name, an account between its
 * temporary sign-in and its new password) verifies the decoy instead: a wrong password costs the same for every
 * name, so the time of a failed sign-in tells nothing about the account (issue 29).
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  try {
    if (!stored) {
      await verify(await decoyHash, password);
      return false;
    }
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A readable temporary password: 12 characters from an alphabet without look-alikes. */
export function generateTemporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = crypto.randomBytes(12);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

const TEMPORARY_PREFIX = 'sha256$';
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * Temporary passwords are made by the server (about 70 random bits) and live 30 minutes to 7 days: like session
 * tokens they are kept as a SHA-256, which needs no slow hash against guessing. Checking one then costs no second
 * argon2 verification beside the account's own password, which made a wrong password for an account with a pending
 * temporary password take twice as long (issue 29, docs/decisions/024-sign-in-timing.md).
 */
export function hashTemporaryPassword(password: string): string {
  return TEMPORARY_PREFIX + sha256(password).toString('hex');
}

export async function matchesTemporaryPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  // Mailed before this version: an argon2 hash, checked as before until it expires (7 days at most).
  if (!stored.startsWith(TEMPORARY_PREFIX)) return verifyPassword(stored, password);
  const expected = Buffer.from(stored.slice(TEMPORARY_PREFIX.length), 'hex');
  const given = sha256(password);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
