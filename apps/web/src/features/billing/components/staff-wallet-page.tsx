import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type GetInputPropsReturnType, useForm } from '@mantine/form';
import { amountFormatError, parseLocaleDecimal } from '@portal/domain/money-input';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { type MoneyAmount, type MoneyCurrency, useFormatMoney } from '../../../components/money';
import { catalogName } from '../../../lib/country-name';
import { errorLines } from '../../../lib/form-errors';
import { useBillingFilterOptions } from '../api/get-billing-filter-options';
import { useWallet } from '../api/get-wallet';
import { usePostManualCredit } from '../api/post-manual-credit';
import { usePostWalletSpend } from '../api/post-wallet-spend';
import { useRunCreditExpiry } from '../api/run-credit-expiry';
import { StaffPendingTopUps } from './staff-pending-top-ups';
import { StaffRefundCredits } from './staff-refund-credits';

export type StaffWalletPageProps = {
  company: { id: string; name: string; brands: readonly { id: string; name: string }[] } | null;
};

/**
 * A posting's errors, or its success message. The message is written when shown, with the figures in the
 * wallet's currency, so a reply that comes before the wallet has loaded still reads as money once it has.
 */
type Outcome = { lines: string[]; success: ((figure: (amount: MoneyAmount) => string) => string) | null };
const none: Outcome = { lines: [], success: null };

const newKey = () => `staff:${crypto.randomUUID()}`;
const toInt = (value: string | number) => (value === '' ? null : Number(value));

/**
 * An amount typed in the staff member's language as the canonical decimal the API takes (empty: 0). Text
 * that cannot be read in that language is refused on the amount field before anything is sent.
 */
const typedAmount = (text: string, language: string) =>
  text.trim() === '' ? '0' : (parseLocaleDecimal(text, language) ?? text.trim());

/** The amount's rule on both forms: readable in the staff member's language (the server checks the rest). */
const amountRule = (language: string, t: (key: string) => string) => (text: string) =>
  text.trim() === '' || parseLocaleDecimal(text, language) !== null ? null : t(amountFormatError);

type SpendValues = {
  amount: string;
  brandId: string | null;
  catalogId: string | null;
  adType: string;
  clicks: string | number;
  impressions: string | number;
};
type CreditValues = { amount: string; kind: string; expiryDate: string; description: string };

/** A posting's errors, or its success message worded in the wallet's currency. */
function PostingOutcome({ outcome, currency }: { outcome: Outcome; currency: MoneyCurrency | null }) {
  const money = useFormatMoney();
  return (
    <>
      <ErrorBanner lines={outcome.lines} />
      {outcome.success ? (
        <Alert color="green" variant="light" role="status">
          {outcome.success((amount) => money(amount, currency))}
        </Alert>
      ) : null}
    </>
  );
}

/**
 * The frame both postings share: a titled form whose amount comes first, the other fields, the outcome and
 * the submit button.
 */
function PostingForm({
  title,
  submitLabel,
  onSubmit,
  amount,
  isDisabled,
  isPosting,
  outcome,
  currency,
  children,
  below,
}: {
  title: string;
  submitLabel: string;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  /** The form's amount input (`form.getInputProps('amount')`). */
  amount: GetInputPropsReturnType;
  isDisabled: boolean;
  isPosting: boolean;
  outcome: Outcome;
  currency: MoneyCurrency | null;
  children: ReactNode;
  below?: ReactNode;
}) {
  const { t } = useTranslation('billing');
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={onSubmit} aria-label={title}>
        <Stack gap="sm">
          <Title order={3}>{title}</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('staff.amount')} required inputMode="decimal" {...amount} />
            {children}
          </SimpleGrid>
          {below}
          <PostingOutcome outcome={outcome} currency={currency} />
          <Group>
            <Button type="submit" disabled={isDisabled} loading={isPosting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** /staff/wallet: post a spend or a manual credit to the company of the staff filter, run the expiry job. */
export function StaffWalletPage({ company }: StaffWalletPageProps) {
  const { t, i18n } = useTranslation('billing');
  const [{ data: options }] = useBillingFilterOptions();
  const [spendState, postSpend] = usePostWalletSpend();
  const [creditState, postCredit] = usePostManualCredit();
  const [expiryState, runExpiry] = useRunCreditExpiry();
  // The acting company's wallet (the client sends the staff filter's company): its currency for the messages.
  const [{ data: walletData }] = useWallet({ pause: !company });
  const currency = walletData?.wallet?.currency ?? null;
  const amount = amountRule(i18n.language, t);
  const spend = useForm<SpendValues>({
    mode: 'controlled',
    initialValues: {
      amount: '',
      brandId: null,
      catalogId: null,
      adType: 'PRODUCT',
      clicks: '',
      impressions: '',
    },
    validate: { amount },
  });
  const credit = useForm<CreditValues>({
    mode: 'controlled',
    initialValues: { amount: '', kind: 'paid', expiryDate: '', description: '' },
    validate: { amount },
  });
  const [spendOutcome, setSpendOutcome] = useState<Outcome>(none);
  const [creditOutcome, setCreditOutcome] = useState<Outcome>(none);
  const [expiryOutcome, setExpiryOutcome] = useState<Outcome>(none);

  const submitSpend = async (values: SpendValues) => {
    if (!company) return;
    setSpendOutcome(none);
    const result = await postSpend({
      companyId: company.id,
      amount: typedAmount(values.amount, i18n.language),
      idempotencyKey: newKey(),
      brandId: values.brandId,
      catalogId: values.catalogId,
      adType: values.adType as 'PRODUCT' | 'BANNER',
      clicks: toInt(values.clicks),
      impressions: toInt(values.impressions),
    });
    const payload = result.data?.postWalletSpend;
    if (!payload?.ok || !payload.transaction) {
      setSpendOutcome({ lines: errorLines({ errors: payload?.errors, error: result.error }), success: null });
      return;
    }
    const row = payload.transaction;
    setSpendOutcome({
      lines: [],
      success: (figure) =>
        t('staff.spendPosted', {
          status: t(`status.${row.status}`),
          amount: figure(row.amount),
          unpaid: figure(row.unpaidAmount),
          balance: figure(row.balanceAfter),
        }),
    });
  };

  const submitCredit = async (values: CreditValues) => {
    if (!company) return;
    setCreditOutcome(none);
    const result = await postCredit({
      companyId: company.id,
      amount: typedAmount(values.amount, i18n.language),
      isFree: values.kind === 'free',
      expiryDate: values.expiryDate ? new Date(`${values.expiryDate}T23:59:59Z`).toISOString() : null,
      description: values.description.trim() || null,
      idempotencyKey: newKey(),
    });
    const payload = result.data?.postManualCredit;
    if (!payload?.ok || !payload.credit) {
      setCreditOutcome({
        lines: errorLines({ errors: payload?.errors, error: result.error }),
        success: null,
      });
      return;
    }
    const posted = payload.credit;
    setCreditOutcome({
      lines: [],
      success: (figure) => t('staff.creditPosted', { amount: figure(posted.amount) }),
    });
  };

  const expire = async () => {
    setExpiryOutcome(none);
    const result = await runExpiry({});
    const payload = result.data?.runCreditExpiry;
    if (!payload?.ok) {
      setExpiryOutcome({
        lines: errorLines({ errors: payload?.errors, error: result.error }),
        success: null,
      });
      return;
    }
    // The job runs for every company, whatever its currency: the total is a plain decimal, not one currency.
    setExpiryOutcome({
      lines: [],
      success: () => t('staff.expiryRun', { count: payload.expiredCount, amount: payload.expiredAmount }),
    });
  };

  const catalogs = (options?.allCatalogs ?? []).map((catalog) => ({
    value: catalog.id,
    label: catalogName(catalog, i18n.language),
  }));
  const brands = (company?.brands ?? []).map((brand) => ({ value: brand.id, label: brand.name }));

  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>{t('staff.title')}</Title>
      {company ? (
        <Text>{t('staff.actingFor', { name: company.name })}</Text>
      ) : (
        <Alert color="blue" variant="light">
          {t('staff.pickCompany')}
        </Alert>
      )}
      <StaffPendingTopUps />
      {company ? <StaffRefundCredits company={company} currency={currency} /> : null}
      <PostingForm
        title={t('staff.spendTitle')}
        submitLabel={t('staff.postSpend')}
        onSubmit={spend.onSubmit(submitSpend)}
        amount={spend.getInputProps('amount')}
        isDisabled={!company}
        isPosting={spendState.fetching}
        outcome={spendOutcome}
        currency={currency}
      >
        <Select label={t('filters.brand')} data={brands} clearable {...spend.getInputProps('brandId')} />
        <Select
          label={t('filters.catalog')}
          data={catalogs}
          clearable
          {...spend.getInputProps('catalogId')}
        />
        <Select
          label={t('transactions.adType')}
          data={['PRODUCT', 'BANNER'].map((value) => ({ value, label: t(`adType.${value}`) }))}
          allowDeselect={false}
          {...spend.getInputProps('adType')}
        />
        <NumberInput
          label={t('transactions.clicks')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          {...spend.getInputProps('clicks')}
        />
        <NumberInput
          label={t('transactions.impressions')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          {...spend.getInputProps('impressions')}
        />
      </PostingForm>
      <PostingForm
        title={t('staff.creditTitle')}
        submitLabel={t('staff.postCredit')}
        onSubmit={credit.onSubmit(submitCredit)}
        amount={credit.getInputProps('amount')}
        isDisabled={!company}
        isPosting={creditState.fetching}
        outcome={creditOutcome}
        currency={currency}
        below={<TextInput label={t('credits.description')} {...credit.getInputProps('description')} />}
      >
        <TextInput label={t('staff.expiryDate')} type="date" {...credit.getInputProps('expiryDate')} />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('staff.freeOrPaid')}
          </Text>
          <SegmentedControl
            {...credit.getInputProps('kind')}
            data={[
              { value: 'paid', label: t('staff.paid') },
              { value: 'free', label: t('staff.free') },
            ]}
          />
        </Stack>
      </PostingForm>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={3}>{t('staff.expiryTitle')}</Title>
          <Text size="sm" c="dimmed">
            {t('staff.expiryHint')}
          </Text>
          <PostingOutcome outcome={expiryOutcome} currency={currency} />
          <Group>
            <Button color="red" variant="light" onClick={expire} loading={expiryState.fetching}>
              {t('staff.runExpiry')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
