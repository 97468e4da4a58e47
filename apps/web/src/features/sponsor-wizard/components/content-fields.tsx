import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BannerContent, ProductContent } from '../../sponsor-content';
import type { StepProps } from '../utils/wizard-context';
import { isContentLocked } from '../utils/wizard-steps';

/** Step "Sponsored content": the content feature's product or banner editor for this catalog. */
export function ContentFields({ campaign, errors, context, readOnly }: StepProps) {
  const { t } = useTranslation('sponsorWizard');
  const { form } = campaign;
  const catalog = context.catalogs.find((entry) => entry.id === form.catalogId) ?? null;
  if (isContentLocked(form)) {
    return <Alert color="yellow">{t('content.choosePlacement')}</Alert>;
  }
  const Content = form.adType === 'BANNER' ? BannerContent : ProductContent;
  return (
    <Content
      form={form}
      onChange={campaign.patch}
      brandId={form.brandId}
      catalog={catalog}
      errors={errors}
      readOnly={readOnly}
    />
  );
}
