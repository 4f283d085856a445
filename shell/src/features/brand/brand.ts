/** The developer's name as visitors see it (the API's company page uses the same). */
export const BRAND_NAME = 'Горизонт Девелопмент';
