import { Tabs } from '@mantine/core';
import { Suspense, type ComponentType } from 'react';
import { useTabParam } from '../../hooks/use-tab-param';
import { PageLoading } from '../PageStates/PageStates';

export interface UrlTabsProps<K extends string> {
  /**
   * Each tab's panel, in the tabs' order: the first is the one shown without (or with an
   * unknown) `?tab=`.
   */
  panels: Record<K, ComponentType>;
  /** The area's texts: each tab's label, and the tab list's accessible name. */
  texts: { tabs: Record<K, string>; tabsLabel: string };
}

/**
 * A dashboard's tabs, the open one kept in the URL's `?tab=` (reload and back keep it). Only
 * the open panel is mounted, so each tab loads its data when shown.
 */
export function UrlTabs<K extends string>({ panels, texts }: UrlTabsProps<K>) {
  const tabs = Object.keys(panels) as K[];
  const [tab, setTab] = useTabParam(tabs);
  const Panel: ComponentType = panels[tab];
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List aria-label={texts.tabsLabel} style={{ flexWrap: 'wrap' }}>
        {tabs.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {texts.tabs[value]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={tab} pt="lg">
        {/* A panel may be lazy (React.lazy): its skeleton shows while its code arrives. */}
        <Suspense fallback={<PageLoading />}>
          <Panel />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
