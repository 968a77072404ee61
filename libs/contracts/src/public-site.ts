/**
 * The part of the contracts the public site's first screen needs (its language list and English
 * texts). Importing the whole index there would put every contract, with the phone-number metadata,
 * in the JavaScript of /landing; the pages that need the rest load it with their own chunks.
 */
export { LANGUAGE_NAMES, LANGUAGES, PUBLIC_SITE_MSG, type Language } from './public-site-messages.js';
export { MSG } from './messages.js';
export { localeFormat, type LocaleFormat } from './locale-format.js';
