import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { explorerLink, useExplorers } from '../../lib/explorers.ts';
import { shorten } from '../../lib/format.ts';

/**
 * A transaction hash or an address on `network`, shortened to its ends (the whole of it in the title
 * and the copy button), opening the network's block explorer (the settings' template) in a new tab.
 */
export function ChainText({
  network,
  kind,
  value,
  keep = 6,
  testId,
}: {
  network: string;
  kind: 'tx' | 'address';
  value: string | null | undefined;
  /** How many characters of each end show. */
  keep?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const href = explorerLink(useExplorers(), network, kind, value ?? '');
  if (!value) return <>–</>;
  const short = shorten(value, keep);
  return (
    <Typography.Text className="mono nowrap" title={value} copyable={{ text: value }} data-testid={testId}>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" title={`${t('list.explorer')}: ${value}`}>
          {short}
        </a>
      ) : (
        short
      )}
    </Typography.Text>
  );
}
