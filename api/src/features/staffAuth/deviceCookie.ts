import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestProtocol } from '../../http/requestOrigin';
import { STAFF_COOKIE_PATHS } from '../../shared/staff/staffSession';

/**
 * A device that signed in to an account gets a cookie only the server can make for that account (random part and
 * its HMAC over the e-mail). Failed sign-ins from known devices are counted apart from strangers', so a stranger's
 * guessing, however spread over addresses, never locks the owner out of the device they use.
 */
export const DEVICE_COOKIE = 'staff_device';
const DEVICE_MAX_AGE = 180 * 24 * 3600;

const mac = (key: Buffer, email: string, random: string) =>
  crypto.createHmac('sha256', key).update(`staff-device:${email}:${random}`).digest('base64url');

export function isKnownDevice(key: Buffer, request: FastifyRequest, email: string): boolean {
  const match = /^([\w-]{22})\.([\w-]{43})$/.exec(request.cookies[DEVICE_COOKIE] ?? '');
  if (!match) return false;
  const expected = Buffer.from(mac(key, email, match[1]!));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

export function rememberDevice(key: Buffer, request: FastifyRequest, reply: FastifyReply, email: string): void {
  const random = crypto.randomBytes(16).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, `${random}.${mac(key, email, random)}`, {
    path: STAFF_COOKIE_PATHS[0],
    httpOnly: true,
    sameSite: 'strict',
    secure: requestProtocol(request) === 'https',
    maxAge: DEVICE_MAX_AGE,
  });
}
