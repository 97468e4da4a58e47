import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const onboardingQuery = graphql(`
  query Onboarding {
    onboarding {
      id
      isCompleted
      progress {
        id
        label
        targetUrl
        openUrlInNewTab
        isCompleted
      }
    }
  }
`);

export type OnboardingStep = NonNullable<ResultOf<typeof onboardingQuery>['onboarding']>['progress'][number];

export function useOnboarding(pause: boolean) {
  return useQuery({ query: onboardingQuery, requestPolicy: 'cache-and-network', pause });
}
