import type { NoticeDetail } from '@mcc/contract';
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import '../notice.css';
import '../../../locales/notice/index.ts';

/** The popup's dialog (its own chunk, loaded only when there is something to show). */
export default function NoticeDialog({
  notice,
  open,
  onAction,
}: {
  notice: NoticeDetail;
  open: boolean;
  onAction(detail: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible={open}
      title={notice.title}
      content={
        <div
          className="notice-html notice-popup-body"
          data-testid="notice-popup"
          data-open={open}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises notice HTML on write and on read
          dangerouslySetInnerHTML={{ __html: notice.content }}
        />
      }
      actions={[
        [
          { key: 'detail', text: t('notice.viewDetail') },
          { key: 'close', text: t('notice.gotIt'), bold: true },
        ],
      ]}
      onAction={(action) => onAction(action.key === 'detail')}
    />
  );
}
