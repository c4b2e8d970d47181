import { hash, parseOptions, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane.
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const ARGON2ID = 2; // Algorithm.Argon2id; the package's const enum cannot be imported here

/** A PHC string ('$argon2id$v=19$m=19456,t=2,p=1$...') with its own random salt. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { ...PASSWORD_HASH_OPTIONS, algorithm: ARGON2ID });
}

// Checked against when the account does not exist, so an unknown email takes as long as a wrong password.
let decoy: Promise<string> | undefined;

/** True when the password matches; a missing hash still costs one verification. */
export async function verifyPassword(
  stored: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword('decoy password for unknown accounts');
    await verify(await decoy, password);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

/** Whether a stored hash was made with weaker settings than today's (rehash at next sign-in). */
export function needsRehash(stored: string): boolean {
  try {
    const options = parseOptions(stored);
    return (
      options.algorithm !== ARGON2ID ||
      options.memoryCost < PASSWORD_HASH_OPTIONS.memoryCost ||
      options.timeCost < PASSWORD_HASH_OPTIONS.timeCost
    );
  } catch {
    return true;
  }
}
