import { describe, expect, it } from 'vitest';
import { metricText } from './metrics';
import type { ReportFields } from './rows';

const sgd = { code: 'SGD', symbol: 'S$', maxFractionDigits: 2 };
const report = { costs: '1234.5', click7Sales: '99.995', clicks: 4, impressions: 2000 } as ReportFields;
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('metricText money columns', () => {
  it('shows costs, sales and unit costs in the wallet currency and the user language', () => {
    expect(plain(metricText('costs', report, sgd, 'en'))).toBe('SGD 1,234.50');
    expect(plain(metricText('costs', report, sgd, 'pt'))).toBe('SGD 1.234,50');
    expect(plain(metricText('click7Sales', report, sgd, 'en'))).toBe('SGD 100.00');
    expect(plain(metricText('cpc', report, sgd, 'en'))).toBe('SGD 308.63');
  });

  it('shows zero without a report and the plain amount before the currency is known', () => {
    expect(plain(metricText('costs', null, sgd, 'en'))).toBe('SGD 0.00');
    expect(metricText('costs', report, null, 'en')).toBe('1234.5');
  });
});
