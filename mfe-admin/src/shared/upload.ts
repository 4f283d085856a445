import { ApiError, CSRF_COOKIE, CSRF_HEADER, readCookie } from '@estate/shared-api';
import { adminEndpoints } from '@estate/shared-api/endpoints/adminEndpoints';
import type { UploadedMedia } from '@estate/shared-api/dto/admin';
import { api } from './api';

/**
 * Uploads a file as the raw body (the API checks what it is by its content): an image comes back as the path its
 * fields hold, a PDF as the URL it is served at.
 */
export async function uploadFile(file: File): Promise<UploadedMedia> {
  let token = readCookie(document.cookie, CSRF_COOKIE);
  if (!token) {
    await api.get(adminEndpoints.session()).catch(() => undefined);
    token = readCookie(document.cookie, CSRF_COOKIE);
  }
  const response = await fetch(`${adminEndpoints.media()}?name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/octet-stream', Accept: 'application/json', ...(token && { [CSRF_HEADER]: token }) },
    body: file,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, body);
  return body as UploadedMedia;
}
