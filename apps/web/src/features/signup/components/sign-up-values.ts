import { findCountry } from '@portal/domain/countries';
import { composePhoneNumber } from '@portal/domain/phone';
import type { CreateAccountVariables } from '../api/create-account';
import type { CompanyFormValues } from './company-fields';

export type SignUpFormValues = CompanyFormValues & {
  fullName: string;
  email: string;
  password: string;
  acceptTerms: boolean;
};

export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return '';
  }
}

/** The form's values as createAccount's arguments: trimmed, phone in E.164 (read in its phone country), excluded fields left out. */
export function toSignUpVariables(
  values: SignUpFormValues,
  excluded: readonly string[],
  selection: { brandIds: string[]; sellerIds: string[] } = { brandIds: [], sellerIds: [] },
): CreateAccountVariables {
  const shown = (field: keyof CompanyFormValues) =>
    excluded.includes(field) ? undefined : values[field].trim();
  const dialCode = findCountry(values.phoneCountry)?.dialCode ?? '';
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    password: values.password,
    companyName: shown('companyName'),
    authorizedName: shown('authorizedName'),
    registrationNo: shown('registrationNo'),
    address: shown('address'),
    postalCode: shown('postalCode'),
    phoneNumber: excluded.includes('phoneNumber')
      ? undefined
      : composePhoneNumber(values.phoneCountry, dialCode, values.phoneNumber),
    countryCode: values.countryCode,
    timezone: browserTimezone(),
    walletCurrencyCode: values.walletCurrencyCode,
    brandIds: selection.brandIds,
    sellerIds: selection.sellerIds,
  };
}
