import type { NETWORKS } from '@mcc/contract';
import { Tabs } from 'antd-mobile';
import { useState } from 'react';

export type Network = (typeof NETWORKS)[number];

/**
 * The chosen network among the enabled ones: the user's pick while it stays enabled, else the first.
 * Undefined while there is none (sysConfig not loaded yet, or every network switched off).
 */
export function useNetworkChoice(enabled: Network[]) {
  const [picked, setPicked] = useState<Network | undefined>();
  const network = picked && enabled.includes(picked) ? picked : enabled[0];
  return [network, setPicked] as const;
}

/** One tab per network (TRC20, ERC20, BEP20): only those the page can be used with. */
export function NetworkTabs({
  networks,
  value,
  onChange,
}: {
  networks: Network[];
  value: Network | undefined;
  onChange: (network: Network) => void;
}) {
  return (
    <Tabs activeKey={value ?? null} onChange={(key) => onChange(key as Network)}>
      {networks.map((n) => (
        <Tabs.Tab key={n} title={n} />
      ))}
    </Tabs>
  );
}
