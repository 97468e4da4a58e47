import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogName } from '../../../lib/country-name';
import { hasCatalogDependents } from '../hooks/use-campaign-form';
import { useRuleText } from '../hooks/use-rule-text';
import type { StepProps } from '../utils/wizard-context';
import { CatalogChangeDialog } from './catalog-change-dialog';

/** The target country; changing it after content was entered goes through the confirmation dialog. */
export function CatalogSelect({ campaign, errors, context }: StepProps) {
  const { t } = useTranslation('sponsorWizard');
  const ruleText = useRuleText();
  const nameOf = useCatalogName();
  const [pending, setPending] = useState<string | null>(null);

  const choose = (catalogId: string | null) => {
    if (!catalogId || catalogId === campaign.form.catalogId) return;
    if (campaign.form.catalogId !== null && hasCatalogDependents(campaign.form)) setPending(catalogId);
    else campaign.setCatalog(catalogId);
  };

  return (
    <>
      <Select
        data-field="catalogId"
        label={t('fields.catalog')}
        withAsterisk
        data={context.catalogs.map((catalog) => ({ value: catalog.id, label: nameOf(catalog) }))}
        value={campaign.form.catalogId}
        onChange={choose}
        allowDeselect={false}
        error={ruleText(errors.catalogId)}
        comboboxProps={{ withinPortal: true }}
      />
      <CatalogChangeDialog
        opened={pending !== null}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          campaign.setCatalog(pending);
          setPending(null);
        }}
      />
    </>
  );
}
