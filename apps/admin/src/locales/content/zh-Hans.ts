/**
 * The texts of notices and banners, in Simplified Chinese: the reference for the other three
 * languages, which must have exactly these keys (./en.ts, ./ja.ts, ./zh-Hant.ts).
 */
export const contentZhHans = {
  notices: {
    new: '新建公告',
    editTitle: '编辑公告 #{{id}}',
    notFound: '公告不存在',
    title: '标题',
    content: '正文（HTML）',
    contentHint: '可使用 <p>、<b>、<a>、<img> 等标签；服务器会清理不安全的内容。',
    languages: '语言',
    important: '重要',
    importantHint: '重要公告会向每位用户弹出一次',
    hidden: '隐藏',
    hiddenHint: '隐藏后用户看不到，但保留在后台',
    publishAt: '发布时间',
    publishAtHint: '留空表示立即发布',
    published: '已发布',
    scheduled: '待发布',
    updatedAt: '更新时间',
    preview: '预览',
    hidePreview: '收起预览',
    pairRequired: '同一语言的标题和正文需同时填写',
    fallbackHint: '简体中文必填；其他语言未填写时，用户将看到简体中文内容。',
    createConfirm: '确定发布这条公告？',
    saveConfirm: '确定保存修改？',
    publishAtText: '用户将从 {{at}} 起看到这条公告。',
    publishNowText: '保存后用户立即可见（隐藏的除外）。',
    deleteConfirm: '删除后无法恢复，确定删除这条公告？',
  },
  banners: {
    new: '新建轮播图',
    editTitle: '编辑轮播图 #{{id}}',
    image: '图片',
    imageHint: '已上传图片的地址（/uploads/…）或 http(s) 图片地址',
    imageInvalid: '请填写 /uploads/ 下的图片或 http(s) 地址',
    link: '跳转链接',
    linkHint: '留空表示不跳转；可填写应用内路径（/pages/…）或 http(s) 地址',
    linkInvalid: '链接须为空、以 / 开头的应用内路径或 http(s) 地址',
    sort: '排序',
    sortHint: '数字小的在前',
    enabled: '启用',
    enableConfirm: '确定启用这张轮播图？',
    disableConfirm: '确定停用这张轮播图？',
    createConfirm: '确定新建这张轮播图？',
    saveConfirm: '确定保存修改？',
    deleteConfirm: '确定删除这张轮播图？',
  },
};

export type ContentMessages = typeof contentZhHans;
