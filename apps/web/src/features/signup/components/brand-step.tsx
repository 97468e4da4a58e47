import { Button, Group, Stack } from '@mantine/core';
import { brandSelectionSchema } from '@portal/domain/sign-up';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/validate';
import { useCreateAccount } from '../api/create-account';
import { BrandStoreFields } from './brand-store-fields';
import { splitServerErrors } from './form-errors';
import { type SignUpFormValues, toSignUpVariables } from './sign-up-values';

/** The brands and stores chosen; kept by the page, so going back to the company step does not lose them. */
export type BrandSelection = { brandIds: string[]; sellerIds: string[] };

export type BrandStepProps = {
  values: SignUpFormValues;
  selection: BrandSelection;
  onSelectionChange: (change: (selection: BrandSelection) => BrandSelection) => void;
  excluded: readonly string[];
  hideSellerSelector: boolean;
  onBack: () => void;
  onSignedUp: () => void;
};

/** Step 1: the brands (at least one) and stores, then createAccount with everything. */
export function BrandStep({
  values,
  selection,
  onSelectionChange,
  excluded,
  hideSellerSelector,
  onBack,
  onSignedUp,
}: BrandStepProps) {
  const { t } = useTranslation('signup');
  const translate = (key: string) => t(key);
  const [state, createAccount] = useCreateAccount();
  const { brandIds, sellerIds } = selection;
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [lines, setLines] = useState<string[]>([]);
  const onSellerIdsChange = useCallback(
    (ids: string[]) => onSelectionChange((current) => ({ ...current, sellerIds: ids })),
    [onSelectionChange],
  );

  const submit = async () => {
    setLines([]);
    const errors = schemaValidator(brandSelectionSchema, translate)({ brandIds, sellerIds });
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const result = await createAccount(toSignUpVariables(values, excluded, { brandIds, sellerIds }));
    const payload = result.data?.createAccount;
    if (payload?.ok) return onSignedUp();
    const split = splitServerErrors(payload?.errors ?? [], ['brandIds', 'sellerIds'], translate);
    setFieldErrors(split.fieldErrors);
    const more = [...split.lines, ...errorLines({ error: result.error })];
    setLines(more.length > 0 || Object.keys(split.fieldErrors).length > 0 ? more : [t('error.failed')]);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="md">
        <ErrorBanner lines={lines} />
        <BrandStoreFields
          brandIds={brandIds}
          sellerIds={sellerIds}
          onBrandIdsChange={(ids) => {
            onSelectionChange((current) => ({ ...current, brandIds: ids }));
            if (ids.length > 0) setFieldErrors(({ brandIds: _gone, ...rest }) => rest);
          }}
          onSellerIdsChange={onSellerIdsChange}
          brandError={fieldErrors.brandIds}
          sellerError={fieldErrors.sellerIds}
          hideSellerSelector={hideSellerSelector}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t('back')}
          </Button>
          <Button type="submit" loading={state.fetching}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
