import type { Texts } from '../../lib/texts.ts';

/** What notices and banners say in `msg`, in four languages; merged in the registry, `lib/messages.ts`. */
export const noticeTexts = {
  NOTICE_NOT_FOUND: {
    'zh-Hans': '公告不存在',
    en: 'No such notice',
    ja: 'お知らせが見つかりません',
    'zh-Hant': '公告不存在',
  },
  NOTICE_TITLE_REQUIRED: {
    'zh-Hans': '请填写简体中文标题',
    en: 'A Simplified Chinese title is required',
    ja: '簡体字中国語のタイトルを入力してください',
    'zh-Hant': '請填寫簡體中文標題',
  },
  NOTICE_TITLE_TOO_LONG: {
    'zh-Hans': '标题最多 200 个字符',
    en: 'The title has at most 200 characters',
    ja: 'タイトルは 200 文字以内にしてください',
    'zh-Hant': '標題最多 200 個字元',
  },
  NOTICE_CONTENT_REQUIRED: {
    'zh-Hans': '请填写简体中文内容',
    en: 'Simplified Chinese content is required',
    ja: '簡体字中国語の本文を入力してください',
    'zh-Hant': '請填寫簡體中文內容',
  },
  NOTICE_CONTENT_TOO_LONG: {
    'zh-Hans': '内容过长',
    en: 'The content is too long',
    ja: '本文が長すぎます',
    'zh-Hant': '內容過長',
  },
  NOTICE_LANGUAGE_INCOMPLETE: {
    'zh-Hans': '每种语言的标题和内容需同时填写',
    en: 'Each language needs both a title and content',
    ja: '各言語でタイトルと本文の両方を入力してください',
    'zh-Hant': '每種語言的標題和內容需同時填寫',
  },
  PUBLISH_AT_INVALID: {
    'zh-Hans': '发布时间格式不正确',
    en: 'Invalid publish time',
    ja: '公開日時の形式が正しくありません',
    'zh-Hant': '發佈時間格式不正確',
  },
  BANNER_NOT_FOUND: {
    'zh-Hans': '轮播图不存在',
    en: 'No such banner',
    ja: 'バナーが見つかりません',
    'zh-Hant': '輪播圖不存在',
  },
  BANNER_IMAGE_INVALID: {
    'zh-Hans': '请上传轮播图图片',
    en: 'Upload a banner image',
    ja: 'バナー画像をアップロードしてください',
    'zh-Hant': '請上傳輪播圖圖片',
  },
  BANNER_LINK_INVALID: {
    'zh-Hans': '链接需为站内路径或 http(s) 地址',
    en: 'The link must be an in-app path or an http(s) address',
    ja: 'リンクはアプリ内のパスか http(s) アドレスにしてください',
    'zh-Hant': '連結需為站內路徑或 http(s) 位址',
  },
  BANNER_SORT_INVALID: {
    'zh-Hans': '排序需为整数',
    en: 'The sort order must be a whole number',
    ja: '並び順は整数にしてください',
    'zh-Hant': '排序需為整數',
  },
} as const satisfies Texts;
