/** The consent checkbox text (SPEC §5) and the version of the personal-data agreement it refers to. */
export const consentText =
  'Я принимаю политику конфиденциальности и даю согласие на обработку персональных данных';
export const CONSENT_VERSION = '2025-09-01';
