// product §7/§8: a failed lead shows the first message of the last field of the answer's body; without a body a
// warning is logged and the device's text is shown.
import { ApiError, type DeviceType } from '@estate/shared-api';
import { SERVER_ERROR_DESKTOP, SERVER_ERROR_MOBILE } from './texts';

export function serverErrorText(device: DeviceType): string {
  return device === 'desktop' ? SERVER_ERROR_DESKTOP : SERVER_ERROR_MOBILE;
}

export function failureMessage(error: unknown, device: DeviceType): string {
  if (error instanceof ApiError && error.hasBody && error.displayMessage) return error.displayMessage;
  console.warn('[forms] the request failed without a response body', error);
  return serverErrorText(device);
}
