// The shell hands base data over as `unknown` (its shape is the API's): read the parts these pages use, safely.
import type { BaseData, CentralSalesOffice } from '@estate/shared-api/dto/baseData';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCoords(value: unknown): boolean {
  return isRecord(value) && typeof value.lat === 'number' && typeof value.lng === 'number';
}

export function centralSalesOffice(baseData: unknown): CentralSalesOffice | null {
  if (!isRecord(baseData)) return null;
  const office = baseData.central_sales_office;
  if (!isRecord(office)) return null;
  const { phone_number, email, address, coords } = office;
  if (typeof phone_number !== 'string' || typeof email !== 'string' || typeof address !== 'string' || !isCoords(coords)) {
    return null;
  }
  return office as unknown as CentralSalesOffice;
}

/** The privacy policy HTML of the city's base data, or null when the shell has none. */
export function privacyPolicy(baseData: unknown): BaseData['privacy_policy'] | null {
  if (!isRecord(baseData)) return null;
  const policy = baseData.privacy_policy;
  return typeof policy === 'string' && policy.trim() !== '' ? policy : null;
}
