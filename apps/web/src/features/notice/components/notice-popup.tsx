import type { NoticeDetail } from '@mcc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths, SIGN_IN_PAGES } from '../../../lib/routes.ts';
import { isSignedIn } from '../../../lib/session.ts';
import { noticeKeys } from '../api/keys.ts';
import { fetchPopup, markPopupSeen } from '../api/popup.ts';

const NoticeDialog = lazy(() => import('./notice-dialog.tsx'));

/** Notices shown in this page's life: never twice, even if the server has not heard of it yet. */
const shownHere = new Set<number>();

/** Test hook: forget what this page has shown. */
export function resetShownNotices() {
  shownHere.clear();
}

/** Mounted by the app layout: the important-notice popup, for a signed-in user only. */
export function NoticePopupSlot() {
  const { pathname } = useLocation();
  if (!isSignedIn() || SIGN_IN_PAGES.has(pathname)) return null;
  return <NoticePopup />;
}

/**
 * The important-notice popup: the newest important notice the user has not been shown opens once;
 * the server is told as soon as it shows (so a reload does not bring it back), and closing it looks
 * for the next one. The dialog's code loads only when there is a notice to show.
 */
export function NoticePopup() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lang = useLanguage();
  // Asked on start, on pull-to-refresh, on a language switch and when the app is shown again.
  const { data } = useQuery({
    queryKey: noticeKeys.popup(lang),
    queryFn: fetchPopup,
    refetchOnWindowFocus: true,
  });
  // The notice on screen stays set while the dialog animates out; `open` says whether it is showing.
  const [notice, setNotice] = useState<NoticeDetail | null>(null);
  const [open, setOpen] = useState(false);
  const recorded = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (!data || open || shownHere.has(data.id)) return;
    shownHere.add(data.id);
    setNotice(data);
    setOpen(true);
    recorded.current = markPopupSeen(data.id).catch(() => undefined);
  }, [data, open]);

  const close = async (detail: boolean) => {
    setOpen(false);
    if (detail && notice) navigate(`${paths.noticeDetail}?id=${notice.id}`);
    await recorded.current;
    await queryClient.invalidateQueries({ queryKey: noticeKeys.popup(lang) });
  };

  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialog notice={notice} open={open} onAction={(detail) => void close(detail)} />
    </Suspense>
  );
}
