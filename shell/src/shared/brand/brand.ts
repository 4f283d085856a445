/** The developer's name as visitors see it (the API's company page uses the same). */
export const BRAND_NAME = 'Горизонт Девелопмент';

/** The logo links' name: the brand the logo shows (WCAG 2.5.3, label in name) and where the link goes. */
export const HOME_LINK_LABEL = `${BRAND_NAME} — на главную`;
