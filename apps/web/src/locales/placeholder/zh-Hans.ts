/**
 * The texts of the two stand-in pages (not available yet, not found) in Simplified Chinese. They load
 * with those pages, not with the app: see ../lazy.ts. Every other language has exactly these keys.
 */
export const placeholderZhHans = {
  notAvailable: { title: '暂未开放', text: '该功能正在建设中，敬请期待。', home: '返回首页' },
  notFound: { title: '页面不存在', text: '您访问的页面不存在或已被移除。', home: '返回首页' },
};

export type PlaceholderMessages = typeof placeholderZhHans;
