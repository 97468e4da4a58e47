import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';

export type CampaignReviewProps = {
  name: string;
  /** The lifetime budget as the API's decimal; null when unreadable. */
  lifetimeBudget: string | null;
  currency: string | null;
  startDate: string | null;
  endDate: string | null;
};

/** Step "Review Campaign": the Campaign Summary (spec 3 §2.2), days as YYYY-MM-DD. */
export function CampaignReview({ name, lifetimeBudget, currency, startDate, endDate }: CampaignReviewProps) {
  const { t } = useTranslation('mpaForm');
  const rows: [string, React.ReactNode][] = [
    [t('review.name'), name],
    [t('review.type'), t('review.offsiteFacebook')],
    [
      t('review.lifetimeBudget'),
      <Money key="budget" amount={lifetimeBudget} currency={currency} empty="—" />,
    ],
    [t('review.startDate'), startDate ?? '—'],
    [t('review.endDate'), endDate ?? '—'],
  ];
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={4}>{t('review.title')}</Title>
        <SimpleGrid cols={2} spacing="xs" component="dl" m={0}>
          {rows.map(([label, value]) => (
            <SummaryRow key={label} label={label} value={value} />
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

function SummaryRow({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <>
      <Text component="dt" c="dimmed" size="sm">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} data-summary={label}>
        {value}
      </Text>
    </>
  );
}
