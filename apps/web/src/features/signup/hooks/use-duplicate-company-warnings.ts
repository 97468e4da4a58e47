import { companyNameKey, registrationNoKey } from '@portal/domain/company';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/validate';
import { useCheckWarningSignUpData } from '../api/check-warning-sign-up-data';

/** The details another company may already use (excluded fields are empty). */
export type CompanyIdentity = { companyName: string; registrationNo: string; countryCode: string };
/** Translated warnings by field: `companyName`, `registrationNo`. */
export type DuplicateWarnings = Partial<Record<'companyName' | 'registrationNo', string>>;

const identityKey = (details: CompanyIdentity) =>
  JSON.stringify([
    companyNameKey(details.companyName),
    registrationNoKey(details.registrationNo),
    details.countryCode,
  ]);

/**
 * The server's warnings about a company name or registration number another company uses
 * (checkWarningSignUpData, decision 0180): shown under their fields on blur; at submit the user is
 * asked once more ("Continue anyway") and goes on only when the same details are submitted again.
 */
export function useDuplicateCompanyWarnings() {
  const { t } = useTranslation('signup');
  const [state, checkWarnings] = useCheckWarningSignUpData();
  const [checked, setChecked] = useState<{ key: string; warnings: DuplicateWarnings } | null>(null);
  const [acknowledged, setAcknowledged] = useState<string | null>(null);

  const check = async (details: CompanyIdentity): Promise<DuplicateWarnings> => {
    const key = identityKey(details);
    if (checked?.key === key) return checked.warnings;
    if (!details.companyName.trim() && !details.registrationNo.trim()) return {};
    const result = await checkWarnings({
      companyName: details.companyName.trim(),
      registrationNo: details.registrationNo.trim(),
      countryCode: details.countryCode,
    });
    const warnings: DuplicateWarnings = {};
    for (const warning of result.data?.checkWarningSignUpData.warnings ?? []) {
      const message = warning.messages[0];
      if ((warning.field === 'companyName' || warning.field === 'registrationNo') && message)
        warnings[warning.field] = translateMessage(message, (messageKey) => t(messageKey));
    }
    setChecked({ key, warnings });
    return warnings;
  };

  /** At submit: true when nothing is taken, or the user already saw these warnings and submits again. */
  const mayContinue = async (details: CompanyIdentity): Promise<boolean> => {
    const warnings = await check(details);
    const key = identityKey(details);
    if (Object.keys(warnings).length === 0 || acknowledged === key) return true;
    setAcknowledged(key);
    return false;
  };

  const shownFor = (details: CompanyIdentity): DuplicateWarnings =>
    checked?.key === identityKey(details) ? checked.warnings : {};

  /** The warnings the user must confirm now (the submit button says "Continue anyway"), or null. */
  const toConfirm = (details: CompanyIdentity): string[] | null => {
    const warnings = Object.values(shownFor(details));
    return warnings.length > 0 && acknowledged === identityKey(details) ? warnings : null;
  };

  return { fetching: state.fetching, check, mayContinue, shownFor, toConfirm };
}
