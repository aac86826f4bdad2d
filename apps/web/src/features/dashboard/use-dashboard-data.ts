import { useQuery } from '@tanstack/react-query';
import type { TChartPoint, TDashboardFilter } from '@cocho/contracts';
import { call } from '../../api/client';
import type { CallInput, CallOutput } from '../../api/client';

export type Loadable<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly data: T };

export type DashboardData = {
  readonly main: Loadable<CallOutput<'findDashboardMain'>['data']>;
  readonly chart: Loadable<TChartPoint[]>;
  readonly statistics: Loadable<CallOutput<'findDashboardStatistics'>['data']>;
};

type DashboardCall = 'findDashboardMain' | 'findDashboardChart' | 'findDashboardStatistics';

/** One card's call for the filter; a new filter or `version` shows "loading" until its own answer comes. */
function useDashboardCall<K extends DashboardCall>(
  key: K,
  filter: TDashboardFilter,
  version: number,
  enabled = true,
): Loadable<CallOutput<K>['data']> {
  const query = useQuery({
    queryKey: [key, filter, version],
    queryFn: async () => (await call(key, filter as CallInput<K>)).data as CallOutput<K>['data'],
    enabled,
  });
  if (query.isError) return { status: 'failed' };
  return query.isSuccess ? { status: 'ready', data: query.data } : { status: 'loading' };
}

/**
 * data/main, then data/chart (docs/product/calls.md#shell-calls; only `withChart`, the charts ability), and data/estatisticas for
 * the filter; reloads on `version`.
 */
export function useDashboardData(filter: TDashboardFilter, version: number, withChart = true): DashboardData {
  const main = useDashboardCall('findDashboardMain', filter, version);
  const chart = useDashboardCall(
    'findDashboardChart',
    filter,
    version,
    withChart && main.status !== 'loading',
  );
  const statistics = useDashboardCall('findDashboardStatistics', filter, version);
  return { main, chart, statistics };
}
