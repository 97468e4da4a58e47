import { numberFormat } from '@portal/domain/intl-formats';
import type { FormatterModule } from 'i18next';

/**
 * Counts and sizes put into a text are written in the text's language ("1.234 SKUs" in pt, "1,234" in en),
 * not as JavaScript prints a number ("1234"): issue 12, every number through the locale. Only these names are
 * formatted, so an id, a year, an invoice number or an image size ("1200 × 300 px", written as image sizes
 * are) passed as a number keeps its digits as they are.
 */
export const localeNumberKeys: ReadonlySet<string> = new Set([
  'count',
  'total',
  'done',
  'max',
  'min',
  'limit',
  'page',
  'pages',
  'offset',
]);

/** i18next's formatter module: every interpolation goes through it (`alwaysFormat`); no text uses `{{x, format}}`. */
export const localeNumberFormatter: FormatterModule = {
  type: 'formatter',
  init: () => {},
  add: () => {},
  addCached: () => {},
  format: (value, format, lng, options) => {
    const key = (options as { interpolationkey?: string } | undefined)?.interpolationkey;
    if (!format && typeof value === 'number' && key && localeNumberKeys.has(key)) {
      return numberFormat(lng).format(value);
    }
    return value;
  },
};
