import { api } from '@mcc/contract';
import { call } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/request.ts';

/** `GET /api/index/popup`: the newest important notice this user has not been shown, or null. Quiet. */
export function fetchPopup() {
  return unwrap(call(api.notice.popup, {}, { loading: false, toastFailure: false }));
}

/** `GET /api/index/popupSeen?id`: the popup was shown; it will not be offered again. Quiet. */
export function markPopupSeen(id: number) {
  return unwrap(call(api.notice.popupSeen, { id }, { loading: false, toastFailure: false }));
}
