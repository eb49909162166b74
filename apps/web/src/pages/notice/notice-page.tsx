import { List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedList } from '../../components/paged-list.tsx';
import { useNotices } from '../../features/notice/api/notices.ts';
import { paths } from '../../lib/routes.ts';
import '../../features/notice/notice.css';
import { formatTime } from '../../lib/format.ts';
import '../../locales/notice/index.ts';

/** Announcements, newest first (endless scroll, pull-to-refresh); important ones are marked. */
export default function NoticePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notices = useNotices();
  return (
    <div data-testid="notice-page">
      <PagedList
        query={notices}
        testId="notice-list"
        render={(notice) => (
          <List.Item
            data-testid="notice-item"
            onClick={() => navigate(`${paths.noticeDetail}?id=${notice.id}`)}
            description={
              <>
                <div className="notice-summary">{notice.summary}</div>
                <div className="notice-time">{formatTime(notice.publishAt)}</div>
              </>
            }
          >
            {notice.important && (
              <Tag color="danger" fill="outline" className="notice-important" data-testid="notice-important">
                {t('notice.important')}
              </Tag>
            )}
            <span className="notice-title" data-testid="notice-item-title">
              {notice.title}
            </span>
          </List.Item>
        )}
      />
    </div>
  );
}
