import { Secret, TOTP } from 'otpauth';

/** The site's name in authenticator apps. */
const ISSUER = 'Сайт застройщика';

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** `otpauth://totp/…`: what an authenticator app scans (or is given) to generate the codes. */
export function totpUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The current code (tests, and the e2e's staff CLI user). */
export function totpCode(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

/**
 * The time step of a valid code (the current one or its neighbour on either side, for clocks a little apart), or
 * null. The caller refuses a step not newer than the last one accepted, so a code is good once.
 */
export function totpStep(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: 1 });
  return delta === null ? null : Math.floor(at.getTime() / 30_000) + delta;
}
