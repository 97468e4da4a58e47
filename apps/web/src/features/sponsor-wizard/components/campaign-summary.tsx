import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDay } from '@portal/domain/day-format';
import type { SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import { catalogZone } from '../../../lib/catalog-zone';
import { useCatalogName } from '../../../lib/country-name';
import { bidCurrency } from '../utils/bid-currency';
import type { WizardContext } from '../utils/wizard-context';

/** Spec 2 §2: the review lists at most 4 categories, then 'other categories'. */
export const MAX_SUMMARY_CATEGORIES = 4;

/** The categories a campaign targets: banner categories for banners, the product filter's otherwise. */
export function summaryCategoryIds(form: SponsorCampaignForm): readonly string[] {
  return form.adType === 'BANNER' ? form.bannerCategoryIds : form.product.categoryIds;
}

/**
 * The first four categories by name (ids the catalog no longer names are left out rather than
 * shown raw), and how many more there are for 'and N other categories'.
 */
export function summaryCategories(ids: readonly string[], names: ReadonlyMap<string, string>) {
  const named = ids.filter((id) => names.has(id));
  const shown = named.slice(0, MAX_SUMMARY_CATEGORIES).map((id) => names.get(id)!);
  return { shown, others: ids.length - shown.length };
}

/**
 * A label and its value on one line; a value too long for the space left moves under its label as a whole
 * and breaks only between words (issue 12: a squeezed card wrapped "Singapore" one letter per line).
 */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group
      justify="space-between"
      align="flex-start"
      wrap="wrap"
      style={{ columnGap: 'var(--mantine-spacing-md)', rowGap: 0 }}
    >
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text
        size="sm"
        ta="right"
        component="div"
        ml="auto"
        style={{ overflowWrap: 'break-word', maxWidth: '100%' }}
      >
        {children}
      </Text>
    </Group>
  );
}

export type CampaignSummaryProps = {
  form: SponsorCampaignForm;
  context: WizardContext;
  categoryNames?: ReadonlyMap<string, string>;
};

/** The review: campaign details, budget and bid, keywords (spec 2 §2). */
export function CampaignSummary({ form, context, categoryNames = new Map() }: CampaignSummaryProps) {
  const { t } = useTranslation('sponsorWizard');
  const nameOf = useCatalogName();
  const catalog = context.catalogs.find((entry) => entry.id === form.catalogId);
  const none = t('summary.none');
  const zone = catalogZone(context.catalogs, form.catalogId, context.catalogsLoading ?? false);
  // Days only in the catalog's zone: a skeleton while it loads, none before a catalog is chosen.
  const day = (instant: string | null, empty: string) =>
    zone === 'loading' ? (
      <Skeleton height={14} width={80} data-testid="summary-day-loading" />
    ) : zone === 'unchosen' ? (
      none
    ) : (
      formatDay(instant, zone.timeZone, empty)
    );
  const currency = context.walletCurrency;
  const categories = summaryCategories(summaryCategoryIds(form), categoryNames);
  const placementNames = form.placements.map(
    (placement) =>
      context.bannerTypes.find((type) => type.id === placement.bannerTypeId)?.name ?? placement.bannerTypeId,
  );

  return (
    // Columns by the summary's own width, not the window's: beside the forecast panel and the sidebar a
    // 1,440 px window leaves the three cards too little room (issue 12).
    <SimpleGrid type="container" cols={{ base: 1, '600px': 2, '960px': 3 }} data-testid="campaign-summary">
      <Card withBorder>
        <Stack gap="xs">
          <Title order={5}>{t('summary.details')}</Title>
          <Row label={t('fields.name')}>{form.name || none}</Row>
          <Row label={t('fields.supplier')}>{context.supplierName}</Row>
          <Row label={t('fields.brand')}>{context.brandName}</Row>
          <Row label={t('fields.catalog')}>
            {catalog ? (
              nameOf(catalog)
            ) : zone === 'loading' ? (
              // Not "none" while the catalogs load (decision 0278).
              <Skeleton height={14} width={80} data-testid="summary-catalog-loading" />
            ) : (
              none
            )}
          </Row>
          <Row label={t('fields.goal')}>
            {form.goal === 'OTHERS' && form.goalOther ? form.goalOther : t(`goals.${form.goal}`)}
          </Row>
          <Row label={t('fields.adType')}>{form.adType ? t(`adTypes.${form.adType}`) : none}</Row>
          {form.adType === 'BANNER' ? (
            <Row label={t('fields.placements')}>{placementNames.join(', ') || none}</Row>
          ) : null}
          {form.adType === 'PRODUCT' ? (
            <Row label={t('summary.skus')}>{form.product.skus.length || none}</Row>
          ) : null}
          <Row label={t('summary.categories')}>
            <span data-testid="summary-categories">
              {categories.shown.length === 0
                ? categories.others === 0
                  ? none
                  : t('summary.categoryCount', { count: categories.others })
                : categories.others > 0
                  ? `${categories.shown.join(', ')} ${t('summary.otherCategories', { count: categories.others })}`
                  : categories.shown.join(', ')}
            </span>
          </Row>
        </Stack>
      </Card>
      <Card withBorder>
        <Stack gap="xs">
          <Title order={5}>{t('summary.budgetAndBid')}</Title>
          <Row label={t('fields.budget')}>{t(`budgetTypes.${form.budgetType}`)}</Row>
          {form.budgetType === 'DAILY' || form.budgetType === 'DAILY_TOTAL' ? (
            <Row label={t('budget.daily')}>
              <Money amount={form.budgetDaily} currency={currency} />
            </Row>
          ) : null}
          {form.budgetType === 'TOTAL' || form.budgetType === 'DAILY_TOTAL' ? (
            <Row label={t('budget.total')}>
              <Money amount={form.budgetTotal} currency={currency} />
            </Row>
          ) : null}
          <Row label={t('fields.startDate')}>{day(form.startDate, none)}</Row>
          <Row label={t('fields.endDate')}>{day(form.endDate, t('summary.noEndDate'))}</Row>
          <Row label={t('fields.bidType')}>{t(`bidTypes.${form.bidType}`)}</Row>
          {form.bidType !== 'AUTOMATED' ? (
            <Row label={t('summary.bid')}>
              <Money amount={form.bid} currency={bidCurrency(currency, form.adType)} />
            </Row>
          ) : null}
          {form.targetRoas ? <Row label={t('fields.targetRoas')}>{`${form.targetRoas}%`}</Row> : null}
          <Row label={t('fields.trafficControl')}>{`${form.trafficControl}%`}</Row>
        </Stack>
      </Card>
      <Card withBorder>
        <Stack gap="xs">
          <Title order={5}>{t('fields.keywords')}</Title>
          <KeywordBadges keywords={form.keywords} empty={none} />
          <Text size="sm" fw={500}>
            {t('fields.negativeKeywords')}
          </Text>
          <KeywordBadges keywords={form.negativeKeywords} empty={none} />
        </Stack>
      </Card>
    </SimpleGrid>
  );
}

function KeywordBadges({ keywords, empty }: { keywords: readonly string[]; empty: string }) {
  if (keywords.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {keywords.slice(0, 30).map((keyword) => (
        <Badge key={keyword} variant="light" tt="none">
          {keyword}
        </Badge>
      ))}
      {keywords.length > 30 ? <Text size="xs">+{keywords.length - 30}</Text> : null}
    </Group>
  );
}
