import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { graphql, readFragment } from '../../../gql/graphql';
import type { ForecastVariables } from '../utils/forecast-variables';

const forecastFields = graphql(`
  fragment WizardForecastFields on Forecast {
    pClick { low high }
    pImpression { low high }
    pCost { low high }
    pDailyBudgetSuggestion
    basedOnDays
  }
`);

export const productForecastQuery = graphql(
  `
  query WizardProductForecast(
    $catalogId: ID!
    $skus: [String!]
    $countDay: Int!
    $minPrice: Decimal
    $maxPrice: Decimal
    $categoryIds: [ID!]
    $brandId: ID
    $trafficControl: Int
    $bid: Decimal
  ) {
    forecastedPerformance(
      catalogId: $catalogId
      skus: $skus
      countDay: $countDay
      minPrice: $minPrice
      maxPrice: $maxPrice
      categoryIds: $categoryIds
      brandId: $brandId
      trafficControl: $trafficControl
      bid: $bid
    ) {
      ...WizardForecastFields
    }
  }
`,
  [forecastFields],
);

export const bannerForecastQuery = graphql(
  `
  query WizardBannerForecast(
    $catalogId: ID!
    $brandId: ID
    $countDay: Int!
    $categoryIds: [ID!]
    $platforms: [String!]
    $goal: CampaignGoal
    $trafficControl: Int
    $bid: Decimal
  ) {
    forecastedBannerPerformance(
      catalogId: $catalogId
      brandId: $brandId
      countDay: $countDay
      categoryIds: $categoryIds
      platforms: $platforms
      goal: $goal
      trafficControl: $trafficControl
      bid: $bid
    ) {
      ...WizardForecastFields
    }
  }
`,
  [forecastFields],
);

/** Spec 2 §9: the forecast waits 800 ms after the last change of its inputs. */
export const FORECAST_DEBOUNCE_MS = 800;

/** The forecast of the wizard's current inputs, asked 800 ms after they last changed; paused while incomplete. */
export function useForecast(variables: ForecastVariables | null) {
  // Compared by content: the form makes a new object each render.
  const key = variables === null ? null : JSON.stringify(variables);
  const [settledKey] = useDebouncedValue(key, FORECAST_DEBOUNCE_MS);
  const settled = useMemo(
    () => (settledKey === null ? null : (JSON.parse(settledKey) as ForecastVariables)),
    [settledKey],
  );
  const product = settled?.kind === 'PRODUCT' ? settled.variables : null;
  const banner = settled?.kind === 'BANNER' ? settled.variables : null;
  const [productResult] = useQuery({
    query: productForecastQuery,
    variables: product ?? { catalogId: '', countDay: 7 },
    pause: product === null,
  });
  const [bannerResult] = useQuery({
    query: bannerForecastQuery,
    variables: banner ?? { catalogId: '', countDay: 7 },
    pause: banner === null,
  });
  const result = settled?.kind === 'BANNER' ? bannerResult : productResult;
  const data =
    settled?.kind === 'BANNER'
      ? bannerResult.data?.forecastedBannerPerformance
      : productResult.data?.forecastedPerformance;
  return {
    /** Still waiting for the inputs to settle, or for the answer. */
    fetching: key !== null && (settledKey !== key || result.fetching),
    error: settled === null ? null : (result.error ?? null),
    forecast: settled === null || !data ? null : readFragment(forecastFields, data),
  };
}
