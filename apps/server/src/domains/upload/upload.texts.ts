import type { Texts } from '../../lib/texts.ts';

/** What uploads say in `msg`, in four languages; merged in the registry, `lib/messages.ts`. */
export const uploadTexts = {
  UPLOAD_NO_FILE: {
    'zh-Hans': '请选择要上传的文件',
    en: 'Choose a file to upload',
    ja: 'アップロードするファイルを選択してください',
    'zh-Hant': '請選擇要上傳的檔案',
  },
  UPLOAD_TYPE_NOT_ALLOWED: {
    'zh-Hans': '仅支持 JPEG、PNG、WebP、GIF 图片',
    en: 'Only JPEG, PNG, WebP and GIF images are allowed',
    ja: 'JPEG、PNG、WebP、GIF 画像のみアップロードできます',
    'zh-Hant': '僅支援 JPEG、PNG、WebP、GIF 圖片',
  },
  UPLOAD_FILE_NAME_INVALID: {
    'zh-Hans': '文件名不合法',
    en: 'Invalid file name',
    ja: 'ファイル名が正しくありません',
    'zh-Hant': '檔案名稱不合法',
  },
  UPLOAD_IMAGE_UNREADABLE: {
    'zh-Hans': '无法读取该图片（文件已损坏或像素过多）',
    en: 'The picture cannot be read (damaged, or too many pixels)',
    ja: '画像を読み取れません（破損しているか、画素数が多すぎます）',
    'zh-Hant': '無法讀取該圖片（檔案已損壞或像素過多）',
  },
  UPLOAD_BUSY: {
    'zh-Hans': '图片正在处理中，请稍后重试',
    en: 'Pictures are being processed; try again in a moment',
    ja: '画像を処理中です。しばらくしてから再試行してください',
    'zh-Hant': '圖片正在處理中，請稍後重試',
  },
  UPLOAD_STORE_UNAVAILABLE: {
    'zh-Hans': '图片存储暂时不可用，请 {retryAfter} 秒后重试',
    en: 'Pictures cannot be stored or read right now; try again in {retryAfter} s',
    ja: '画像の保存先に一時的に接続できません。{retryAfter} 秒後に再試行してください',
    'zh-Hant': '圖片儲存暫時無法使用，請 {retryAfter} 秒後重試',
  },
} as const satisfies Texts;
