import type { PlaceholderMessages } from './zh-Hans.ts';

export const placeholderZhHant: PlaceholderMessages = {
  notAvailable: { title: '暫未開放', text: '該功能正在建設中，敬請期待。', home: '返回首頁' },
  notFound: { title: '頁面不存在', text: '您造訪的頁面不存在或已被移除。', home: '返回首頁' },
};
