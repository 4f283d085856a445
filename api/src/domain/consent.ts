/** The version of the personal-data agreement the consent checkbox (shared-api's CONSENT_TEXT) refers to. */
export const CONSENT_VERSION = '2025-09-01';
