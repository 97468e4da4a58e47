import '@mantine/dates/styles.css';
import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { DAY_PICKER_FORMAT } from '@portal/domain/day-format';
import { metaMoneyFieldLengths } from '@portal/domain/meta-campaign-form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MoneyInput } from '../../../components/money-input';
import { mpaAddHref } from '../../../config/paths';
import type { MpaSeller } from '../api/company-sellers';
import { useQuickCampaignOptions } from '../api/quick-campaign';
import { useMessageText } from '../hooks/use-message-text';
import { tomorrowIn, useQuickCampaign } from '../hooks/use-quick-campaign';

export type QuickCampaignModalProps = {
  seller: MpaSeller;
  /** The Meta wallet's currency: the budget's and the prices' prefix. */
  currency: string;
  /** Flag enable_advanced_meta_advance_setup: the "Advanced setup" button. */
  advancedSetup: boolean;
  onClose: () => void;
};

/** Spec 3 §2.2 "New Meta Campaign Creation": the quick form, createMetaCampaign. Mounted per opening. */
export function QuickCampaignModal({ seller, currency, advancedSetup, onClose }: QuickCampaignModalProps) {
  const { t, i18n } = useTranslation('mpa');
  const text = useMessageText();
  const navigate = useNavigate();
  const [{ data: options }] = useQuickCampaignOptions(seller.id, false);
  const creativeTextExcluded = options?.getExcludedMPAFields.includes('creativeText') ?? false;
  const timeZone = seller.catalog.timeZone;
  const form = useQuickCampaign({
    sellerId: seller.id,
    language: i18n.language,
    timeZone,
    creativeTextExcluded,
    onCreated: () => {
      notifications.show({ color: 'green', message: t('quick.created') });
      onClose();
    },
  });
  const { values, set, blur, errorsOf } = form;
  const tomorrow = tomorrowIn(timeZone);
  const audiences = options?.getCustomAudiences ?? [];
  const categories = options?.getCatalogCategories ?? [];
  const close = () => {
    if (!form.sending) onClose();
  };
  const advanced = () => navigate(mpaAddHref(seller.id), { state: { prefill: form.args() } });

  return (
    <Modal opened onClose={close} title={t('quick.title')} centered size="lg">
      <Stack gap="sm">
        <TextInput
          label={t('quick.name')}
          withAsterisk
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          onBlur={() => blur('name')}
          error={text(errorsOf('name'))}
        />
        <MoneyInput
          label={t('quick.lifetimeBudget')}
          withAsterisk
          currency={currency}
          maxDigits={metaMoneyFieldLengths.lifetimeBudget}
          value={values.lifetimeBudget}
          onChange={(text) => set('lifetimeBudget', text)}
          onBlur={() => blur('lifetimeBudget')}
          error={text(errorsOf('lifetimeBudget'))}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DatePickerInput
            label={t('quick.startDate')}
            withAsterisk
            valueFormat={DAY_PICKER_FORMAT}
            minDate={tomorrow}
            value={values.startDate}
            onChange={(day) => {
              set('startDate', day);
              blur('startDate');
            }}
            onBlur={() => blur('startDate')}
            error={text(errorsOf('startDate'))}
            popoverProps={{ withinPortal: true }}
            data-testid="quick-start-date"
          />
          <DatePickerInput
            label={t('quick.endDate')}
            withAsterisk
            clearable
            valueFormat={DAY_PICKER_FORMAT}
            minDate={values.startDate ?? tomorrow}
            value={values.endDate}
            onChange={(day) => {
              set('endDate', day);
              blur('endDate');
            }}
            onBlur={() => blur('endDate')}
            error={text(errorsOf('endDate'))}
            popoverProps={{ withinPortal: true }}
            data-testid="quick-end-date"
          />
        </SimpleGrid>
        {options && !creativeTextExcluded ? (
          <Textarea
            label={t('quick.creativeText')}
            withAsterisk
            autosize
            minRows={2}
            value={values.creativeText}
            onChange={(event) => set('creativeText', event.currentTarget.value)}
            onBlur={() => blur('creativeText')}
            error={text(errorsOf('creativeText'))}
          />
        ) : null}
        {audiences.length > 0 ? (
          <MultiSelect
            label={t('quick.customAudiences')}
            data={audiences.map((audience) => ({ value: String(audience.id), label: audience.name }))}
            value={values.customAudienceIds}
            onChange={(ids) => set('customAudienceIds', ids)}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        <MultiSelect
          label={t('quick.categories')}
          data={categories.map((category) => ({ value: String(category.id), label: category.name }))}
          value={values.productCategoryIds}
          onChange={(ids) => set('productCategoryIds', ids)}
          searchable
          nothingFoundMessage={t('quick.noCategories')}
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={2}>
          <MoneyInput
            label={t('quick.minPrice')}
            currency={currency}
            maxDigits={metaMoneyFieldLengths.productMinPrice}
            value={values.productMinPrice}
            onChange={(text) => set('productMinPrice', text)}
            onBlur={() => blur('productMinPrice')}
            error={text(errorsOf('productMinPrice'))}
          />
          <MoneyInput
            label={t('quick.maxPrice')}
            currency={currency}
            maxDigits={metaMoneyFieldLengths.productMaxPrice}
            value={values.productMaxPrice}
            onChange={(text) => set('productMaxPrice', text)}
            onBlur={() => blur('productMaxPrice')}
            error={text(errorsOf('productMaxPrice'))}
          />
        </SimpleGrid>
        {form.firstError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            data-testid="quick-error"
          >
            {text([form.firstError])}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={form.sending}>
            {t('cancel')}
          </Button>
          {advancedSetup ? (
            <Button variant="light" onClick={advanced} disabled={form.sending}>
              {t('quick.advanced')}
            </Button>
          ) : null}
          <Button onClick={() => void form.submit()} loading={form.sending}>
            {t('quick.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
