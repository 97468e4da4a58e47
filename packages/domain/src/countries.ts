/**
 * Countries a company can be registered in, with their telephone dial codes (the sign-up and
 * new-company forms' country and phone selectors). Names are English; the web shows them as is.
 */
export type Country = { code: string; name: string; dialCode: string };

export const countries: readonly Country[] = [
  { code: 'AU', name: 'Australia', dialCode: '61' },
  { code: 'BD', name: 'Bangladesh', dialCode: '880' },
  { code: 'BR', name: 'Brazil', dialCode: '55' },
  { code: 'KH', name: 'Cambodia', dialCode: '855' },
  { code: 'CA', name: 'Canada', dialCode: '1' },
  { code: 'CN', name: 'China', dialCode: '86' },
  { code: 'FR', name: 'France', dialCode: '33' },
  { code: 'DE', name: 'Germany', dialCode: '49' },
  { code: 'HK', name: 'Hong Kong', dialCode: '852' },
  { code: 'IN', name: 'India', dialCode: '91' },
  { code: 'ID', name: 'Indonesia', dialCode: '62' },
  { code: 'IT', name: 'Italy', dialCode: '39' },
  { code: 'JP', name: 'Japan', dialCode: '81' },
  { code: 'KR', name: 'South Korea', dialCode: '82' },
  { code: 'LA', name: 'Laos', dialCode: '856' },
  { code: 'MO', name: 'Macau', dialCode: '853' },
  { code: 'MY', name: 'Malaysia', dialCode: '60' },
  { code: 'MM', name: 'Myanmar', dialCode: '95' },
  { code: 'NL', name: 'Netherlands', dialCode: '31' },
  { code: 'NZ', name: 'New Zealand', dialCode: '64' },
  { code: 'PK', name: 'Pakistan', dialCode: '92' },
  { code: 'PH', name: 'Philippines', dialCode: '63' },
  { code: 'PT', name: 'Portugal', dialCode: '351' },
  { code: 'RU', name: 'Russia', dialCode: '7' },
  { code: 'SG', name: 'Singapore', dialCode: '65' },
  { code: 'ES', name: 'Spain', dialCode: '34' },
  { code: 'LK', name: 'Sri Lanka', dialCode: '94' },
  { code: 'TW', name: 'Taiwan', dialCode: '886' },
  { code: 'TH', name: 'Thailand', dialCode: '66' },
  { code: 'AE', name: 'United Arab Emirates', dialCode: '971' },
  { code: 'GB', name: 'United Kingdom', dialCode: '44' },
  { code: 'US', name: 'United States', dialCode: '1' },
  { code: 'VN', name: 'Vietnam', dialCode: '84' },
];

const byCode = new Map(countries.map((country) => [country.code, country]));

export function findCountry(code: string): Country | undefined {
  return byCode.get(code);
}

/** Spec 1 §2: the phone's default country depends on the retailer: BR, AU, RU, otherwise SG. */
export function defaultCountryForRetailer(retailerCountry?: string | null): string {
  return retailerCountry && ['BR', 'AU', 'RU'].includes(retailerCountry) ? retailerCountry : 'SG';
}
