import { DownloadOutlined } from '@ant-design/icons';
import type { Route } from '@mcc/contract';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { useCan } from '../../lib/operator.ts';
import { saveFile } from '../../lib/save-file.ts';

/** A list's export: its call and the query of the rows shown (its page and page size are left out). */
export interface ExportCall {
  route: Route;
  query: object;
  /** The file's name when the server gives none: `<name>-<time>.csv`. */
  name: string;
}

/**
 * Export: the CSV of every row the list's filters pick (not only the page shown), in the console's
 * language, saved as a file. Only an operator with `data.export` sees it (the server checks it again
 * and audits each export). The download is a request like any other, the token in its header: never
 * in an address a browser history, a proxy log or a Referer would keep.
 */
export function ExportButton({ route, query, name }: ExportCall) {
  const { t } = useTranslation();
  const mayExport = useCan('data.export');
  const [busy, setBusy] = useState(false);
  if (!mayExport) return null;
  const { page: _page, limit: _limit, ...filters } = query as Record<string, unknown>;
  const run = () => {
    setBusy(true);
    api
      // The file's times in the operator's time zone, as the list shows them.
      .download(route, { ...filters, utcOffset: -new Date().getTimezoneOffset() } as never)
      .then(({ blob, fileName }) => {
        const file = fileName ?? `${name}-${dayjs().format('YYYYMMDD-HHmmss')}.csv`;
        saveFile(blob, file);
        notify.success(t('list.exported', { name: file }));
      })
      .catch(() => {
        // The request client has said why.
      })
      .finally(() => setBusy(false));
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run} data-testid="export-button">
      {t('list.export')}
    </Button>
  );
}
