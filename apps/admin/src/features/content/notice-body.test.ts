import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { noticeBody } from './notice-editor.tsx';

describe('notice body', () => {
  it('sends zh-Hans and the languages that have text, trimmed, with the publish time in ISO', () => {
    const body = noticeBody({
      title: { 'zh-Hans': ' 维护通知 ', en: 'Maintenance', ja: '', 'zh-Hant': undefined },
      content: { 'zh-Hans': '<p>今晚维护</p>', en: '<p>Tonight</p>', ja: '  ' },
      important: true,
      hidden: false,
      publishAt: dayjs('2030-01-02T03:04:00Z'),
    });
    expect(body).toEqual({
      title: { 'zh-Hans': '维护通知', en: 'Maintenance' },
      content: { 'zh-Hans': '<p>今晚维护</p>', en: '<p>Tonight</p>' },
      important: true,
      hidden: false,
      publishAt: '2030-01-02T03:04:00.000Z',
    });
  });

  it('leaves the publish time out when none is chosen (the server publishes now)', () => {
    const body = noticeBody({
      title: { 'zh-Hans': 'a' },
      content: { 'zh-Hans': 'b' },
      important: false,
      hidden: false,
      publishAt: null,
    });
    expect('publishAt' in body).toBe(false);
  });
});
