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
import { parseLocaleDecimal } from '@portal/domain/money-input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { type MoneyAmount, useFormatMoney } from '../../../components/money';
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
 * that cannot be read is sent as typed, and the server refuses it on the amount field.
 */
const typedAmount = (text: string, language: string) =>
  text.trim() === '' ? '0' : (parseLocaleDecimal(text, language) ?? text.trim());

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
  const money = useFormatMoney();
  const [spend, setSpend] = useState({
    amount: '',
    brandId: null as string | null,
    catalogId: null as string | null,
    adType: 'PRODUCT',
    clicks: '' as string | number,
    impressions: '' as string | number,
  });
  const [credit, setCredit] = useState({ amount: '', kind: 'paid', expiryDate: '', description: '' });
  const [spendOutcome, setSpendOutcome] = useState<Outcome>(none);
  const [creditOutcome, setCreditOutcome] = useState<Outcome>(none);
  const [expiryOutcome, setExpiryOutcome] = useState<Outcome>(none);

  const submitSpend = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!company) return;
    setSpendOutcome(none);
    const result = await postSpend({
      companyId: company.id,
      amount: typedAmount(spend.amount, i18n.language),
      idempotencyKey: newKey(),
      brandId: spend.brandId,
      catalogId: spend.catalogId,
      adType: spend.adType as 'PRODUCT' | 'BANNER',
      clicks: toInt(spend.clicks),
      impressions: toInt(spend.impressions),
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

  const submitCredit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!company) return;
    setCreditOutcome(none);
    const result = await postCredit({
      companyId: company.id,
      amount: typedAmount(credit.amount, i18n.language),
      isFree: credit.kind === 'free',
      expiryDate: credit.expiryDate ? new Date(`${credit.expiryDate}T23:59:59Z`).toISOString() : null,
      description: credit.description.trim() || null,
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
    label: catalog.name,
  }));
  const brands = (company?.brands ?? []).map((brand) => ({ value: brand.id, label: brand.name }));
  const results = (outcome: Outcome) => (
    <>
      <ErrorBanner lines={outcome.lines} />
      {outcome.success ? (
        <Alert color="green" variant="light" role="status">
          {outcome.success((amount) => money(amount, currency))}
        </Alert>
      ) : null}
    </>
  );

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
      <Card withBorder radius="md" padding="lg">
        <form onSubmit={submitSpend} aria-label={t('staff.spendTitle')}>
          <Stack gap="sm">
            <Title order={3}>{t('staff.spendTitle')}</Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t('staff.amount')}
                required
                inputMode="decimal"
                value={spend.amount}
                onChange={(e) => setSpend({ ...spend, amount: e.currentTarget.value })}
              />
              <Select
                label={t('filters.brand')}
                data={brands}
                clearable
                value={spend.brandId}
                onChange={(brandId) => setSpend({ ...spend, brandId })}
              />
              <Select
                label={t('filters.catalog')}
                data={catalogs}
                clearable
                value={spend.catalogId}
                onChange={(catalogId) => setSpend({ ...spend, catalogId })}
              />
              <Select
                label={t('transactions.adType')}
                data={['PRODUCT', 'BANNER'].map((value) => ({ value, label: t(`adType.${value}`) }))}
                allowDeselect={false}
                value={spend.adType}
                onChange={(adType) => setSpend({ ...spend, adType: adType ?? 'PRODUCT' })}
              />
              <NumberInput
                label={t('transactions.clicks')}
                min={0}
                allowDecimal={false}
                allowNegative={false}
                value={spend.clicks}
                onChange={(clicks) => setSpend({ ...spend, clicks })}
              />
              <NumberInput
                label={t('transactions.impressions')}
                min={0}
                allowDecimal={false}
                allowNegative={false}
                value={spend.impressions}
                onChange={(impressions) => setSpend({ ...spend, impressions })}
              />
            </SimpleGrid>
            {results(spendOutcome)}
            <Group>
              <Button type="submit" disabled={!company} loading={spendState.fetching}>
                {t('staff.postSpend')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <form onSubmit={submitCredit} aria-label={t('staff.creditTitle')}>
          <Stack gap="sm">
            <Title order={3}>{t('staff.creditTitle')}</Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t('staff.amount')}
                required
                inputMode="decimal"
                value={credit.amount}
                onChange={(e) => setCredit({ ...credit, amount: e.currentTarget.value })}
              />
              <TextInput
                label={t('staff.expiryDate')}
                type="date"
                value={credit.expiryDate}
                onChange={(e) => setCredit({ ...credit, expiryDate: e.currentTarget.value })}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('staff.freeOrPaid')}
                </Text>
                <SegmentedControl
                  value={credit.kind}
                  onChange={(kind) => setCredit({ ...credit, kind })}
                  data={[
                    { value: 'paid', label: t('staff.paid') },
                    { value: 'free', label: t('staff.free') },
                  ]}
                />
              </Stack>
            </SimpleGrid>
            <TextInput
              label={t('credits.description')}
              value={credit.description}
              onChange={(e) => setCredit({ ...credit, description: e.currentTarget.value })}
            />
            {results(creditOutcome)}
            <Group>
              <Button type="submit" disabled={!company} loading={creditState.fetching}>
                {t('staff.postCredit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={3}>{t('staff.expiryTitle')}</Title>
          <Text size="sm" c="dimmed">
            {t('staff.expiryHint')}
          </Text>
          {results(expiryOutcome)}
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
