// The consent checkbox text of product §5, letter for letter: the forms show it with its two links (the policy, the
// processing), and the API stores it with every lead and subscription as what the visitor agreed to.
export const CONSENT_PREFIX = 'Я принимаю ';
export const CONSENT_POLICY = 'политику конфиденциальности';
export const CONSENT_MIDDLE = ' и даю согласие на ';
export const CONSENT_PROCESSING = 'обработку персональных данных';
/** 'Я принимаю политику конфиденциальности и даю согласие на обработку персональных данных' */
export const CONSENT_TEXT = `${CONSENT_PREFIX}${CONSENT_POLICY}${CONSENT_MIDDLE}${CONSENT_PROCESSING}`;
