import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended set (19 MiB, 2 passes, 1 lane). @node-rs/argon2 ships prebuilt binaries
 * (and a WASM fallback), so no install script has to compile anything.
 */
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules)
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN_LENGTH = 12;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing anyone knows: an unknown e-mail costs the same time as a known one. */
let decoy: Promise<string> | null = null;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  try {
    return await verify(stored ?? (await decoy), password);
  } catch {
    return false;
  }
}
