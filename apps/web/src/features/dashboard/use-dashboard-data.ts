import { useEffect, useState } from 'react';
import type { TChartPoint, TDashboardFilter } from '@cocho/contracts';
import { call } from '../../api/client';
import type { CallOutput } from '../../api/client';

export type Loadable<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly data: T };

export type DashboardData = {
  readonly main: Loadable<CallOutput<'findDashboardMain'>['data']>;
  readonly chart: Loadable<TChartPoint[]>;
  readonly statistics: Loadable<CallOutput<'findDashboardStatistics'>['data']>;
};

const LOADING = { status: 'loading' } as const;
const ALL_LOADING: DashboardData = { main: LOADING, chart: LOADING, statistics: LOADING };

/**
 * data/main, then data/chart (docs/product/calls.md#shell-calls; only `withChart`, the charts ability), and data/estatisticas for
 * the filter; reloads on `version`. Answers of an earlier filter are dropped: what is kept is tagged with the
 * request it answers.
 */
export function useDashboardData(filter: TDashboardFilter, version: number, withChart = true): DashboardData {
  const request = `${JSON.stringify(filter)}#${withChart ? 'chart' : 'none'}#${version}`;
  const [state, setState] = useState<{ request: string; data: DashboardData }>({
    request: '',
    data: ALL_LOADING,
  });

  useEffect(() => {
    let isCurrent = true;
    const [filterText = '{}', chartPart] = request.split('#');
    const body = JSON.parse(filterText) as TDashboardFilter;
    const store = (part: keyof DashboardData, value: DashboardData[keyof DashboardData]) =>
      setState((old) => ({
        request,
        data: { ...(old.request === request ? old.data : ALL_LOADING), [part]: value },
      }));
    const settle = (part: keyof DashboardData, promise: Promise<unknown>) =>
      promise.then(
        (data) => isCurrent && store(part, { status: 'ready', data } as DashboardData[typeof part]),
        () => isCurrent && store(part, { status: 'failed' }),
      );
    void settle(
      'main',
      call('findDashboardMain', body).then((answer) => answer.data),
    ).then(() =>
      chartPart === 'chart'
        ? settle(
            'chart',
            call('findDashboardChart', body).then((answer) => answer.data),
          )
        : undefined,
    );
    void settle(
      'statistics',
      call('findDashboardStatistics', body).then((answer) => answer.data),
    );
    return () => {
      isCurrent = false;
    };
  }, [request]);

  return state.request === request ? state.data : ALL_LOADING;
}
