import { useForm } from '@mantine/form';
import { metaCampaignFormErrors } from '@portal/domain/meta-campaign-form';
import type { MetaCampaignRuleOptions } from '@portal/domain/meta-campaign-rules';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/validate';
import type { MpaFormValues } from '../lib/form-values';

export type MpaForm = ReturnType<typeof useMpaForm>;

/**
 * The form's state, validated field by field on blur and not on change (spec 3 §5), every field at once on
 * Next and Submit, by the shared rules (`validateMetaCampaign`). Messages are `mpa` keys, shown translated.
 */
export function useMpaForm(initialValues: MpaFormValues, options: MetaCampaignRuleOptions) {
  const { t, i18n } = useTranslation();
  const context = useRef({ options, language: i18n.language, t });
  context.current = { options, language: i18n.language, t };
  return useForm<MpaFormValues>({
    mode: 'controlled',
    initialValues,
    validateInputOnBlur: true,
    validate: (values) => {
      const { options: current, language, t: translate } = context.current;
      const errors = metaCampaignFormErrors(values, language, current);
      return Object.fromEntries(
        Object.entries(errors).map(([field, messages]) => [
          field,
          translateMessage(messages[0] ?? '', (key, params) => translate(key, params)),
        ]),
      );
    },
  });
}
