import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The tab of a `?tab=` screen. The URL is the state: a tab link can be shared and the back
 * button returns to the previous tab. An unknown or missing value reads as the first tab.
 */
export function useTabParam<T extends string>(
  tabs: readonly T[],
): [tab: T, setTab: (tab: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = tabs.find((value) => value === requested) ?? tabs[0];
  const setTab = useCallback(
    (next: string | null) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('tab', next);
        else params.delete('tab');
        return params;
      });
    },
    [setSearchParams],
  );
  return [tab, setTab];
}
