import polyglotI18nProvider from 'ra-i18n-polyglot';
import russianMessages from 'ra-language-russian';

/** The back office speaks Russian only. */
export const i18nProvider = polyglotI18nProvider(() => russianMessages, 'ru', [{ locale: 'ru', name: 'Русский' }], { allowMissing: true });
