import { useLocation, useNavigate } from 'react-router';
import { historyIndex } from './navigation.ts';

/**
 * After a form is done: back where the user came from, or to `parent` when the page was opened on its
 * own (a reload, a link), with nothing of the app's behind it — as the back arrow does.
 */
export function useGoBack(parent: string) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => (historyIndex(key) > 0 ? navigate(-1) : navigate(parent, { replace: true }));
}
