import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DashboardAdType, DashboardMetric } from '../utils/dashboard-metrics';
import {
  type MetricSlots,
  metricChoiceKey,
  readMetricChoice,
  saveMetricChoice,
  withSlot,
} from '../utils/metric-choice';

/**
 * The four cards' metrics, saved in this browser per ad type (the product key per account, spec 2 §4); a
 * saved slot the current set does not offer gives the defaults.
 */
export function useMetricChoice(
  adType: DashboardAdType,
  accountId: string | null,
  known: readonly DashboardMetric[],
) {
  const key = metricChoiceKey(adType, accountId);
  const knownKey = known.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `knownKey` stands for `known`.
  const saved = useMemo(() => readMetricChoice(key, known), [key, knownKey]);
  const [slots, setSlots] = useState<MetricSlots>(saved);
  useEffect(() => setSlots(saved), [saved]);
  const choose = useCallback(
    (index: number, metric: DashboardMetric | null) => {
      setSlots((current) => {
        const next = withSlot(current, index, metric);
        saveMetricChoice(key, next);
        return next;
      });
    },
    [key],
  );
  return [slots, choose] as const;
}
