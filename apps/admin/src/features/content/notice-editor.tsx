import { type AdminNotice, LANGUAGES, type Language, type NoticeCreateInput } from '@mcc/contract';
import { Button, Card, DatePicker, Form, Input, Space, Switch, Tabs, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useConfirmedSave } from '../../components/form/use-confirmed-save.ts';
import { LANGUAGE_NAMES } from '../../lib/languages.ts';
import { notify } from '../../lib/notify.ts';
import { minutePicker, toMinute } from '../../lib/pickers.ts';
import { paths } from '../../lib/routes.ts';
import { useCreateNotice, useUpdateNotice } from './api.ts';

type PerLanguage = Partial<Record<Language, string>>;
interface NoticeForm {
  title: PerLanguage;
  content: PerLanguage;
  important: boolean;
  hidden: boolean;
  publishAt: Dayjs | null;
}

/** The body to send: languages with both a title and a text (zh-Hans always); publish time in ISO. */
export function noticeBody(values: NoticeForm): NoticeCreateInput & { hidden: boolean; important: boolean } {
  const title: PerLanguage = {};
  const content: PerLanguage = {};
  for (const lang of LANGUAGES) {
    const ti = values.title[lang]?.trim() ?? '';
    const co = values.content[lang]?.trim() ?? '';
    if (lang === 'zh-Hans' || ti || co) {
      title[lang] = ti;
      content[lang] = co;
    }
  }
  return {
    title: { ...title, 'zh-Hans': title['zh-Hans'] ?? '' },
    content: { ...content, 'zh-Hans': content['zh-Hans'] ?? '' },
    important: values.important,
    hidden: values.hidden,
    // The picker shows minutes; sending its seconds too would publish at a time the operator never saw.
    ...(values.publishAt ? { publishAt: values.publishAt.startOf('minute').toISOString() } : {}),
  };
}

function formValues(notice: AdminNotice | undefined): NoticeForm {
  return {
    title: { ...notice?.title },
    content: { ...notice?.content },
    important: notice?.important ?? false,
    hidden: notice?.hidden ?? false,
    publishAt: notice ? dayjs(notice.publishAt) : null,
  };
}

/** The notice form: title and HTML text per language (each previewable), flags, publish time; saves after a confirmation. */
export function NoticeEditor({ notice }: { notice: AdminNotice | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<NoticeForm>();
  const create = useCreateNotice();
  const update = useUpdateNotice();
  const [preview, setPreview] = useState<Language | null>(null);
  const [tab, setTab] = useState<Language>('zh-Hans');

  const save = useConfirmedSave({
    form,
    texts: 'notices',
    editing: notice !== undefined,
    onInvalid(e) {
      // Show the language tab whose fields are wrong.
      const first = (e as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0]?.name?.[1];
      if (typeof first === 'string' && (LANGUAGES as readonly string[]).includes(first))
        setTab(first as Language);
    },
    prepare(values) {
      const body = noticeBody(values);
      return {
        content: body.publishAt
          ? t('notices.publishAtText', { at: dayjs(body.publishAt).format('YYYY-MM-DD HH:mm') })
          : t('notices.publishNowText'),
        // Not quiet: the server's message is shown; the form keeps what was typed.
        send: () => (notice ? update.mutateAsync({ id: notice.id, ...body }) : create.mutateAsync(body)),
        saved: () => {
          notify.success(t('common.saved'));
          navigate(paths.notices);
        },
      };
    },
  });

  /** A language has a title and a text, or neither; zh-Hans must have both. */
  const pairRule =
    (lang: Language, other: 'title' | 'content') =>
    ({ getFieldValue }: { getFieldValue(name: (string | number)[]): unknown }) => ({
      validator(_: unknown, value: string | undefined) {
        const mine = (value ?? '').trim();
        const theirs = String(getFieldValue([other, lang]) ?? '').trim();
        if (lang === 'zh-Hans' && !mine) return Promise.reject(new Error(t('common.required')));
        if (!mine && theirs) return Promise.reject(new Error(t('notices.pairRequired')));
        return Promise.resolve();
      },
    });

  return (
    <Card>
      <Form<NoticeForm> form={form} layout="vertical" initialValues={formValues(notice)}>
        <Tabs
          activeKey={tab}
          onChange={(k) => setTab(k as Language)}
          items={LANGUAGES.map((lang) => ({
            key: lang,
            forceRender: true,
            label: (
              <span data-testid={`notice-tab-${lang}`}>
                {LANGUAGE_NAMES[lang]}
                {lang === 'zh-Hans' ? ' *' : ''}
              </span>
            ),
            children: (
              <>
                <Form.Item
                  name={['title', lang]}
                  label={t('notices.title')}
                  dependencies={[['content', lang]]}
                  rules={[pairRule(lang, 'content')]}
                >
                  <Input maxLength={200} showCount data-testid={`notice-title-${lang}`} />
                </Form.Item>
                <Form.Item
                  name={['content', lang]}
                  label={t('notices.content')}
                  extra={t('notices.contentHint')}
                  dependencies={[['title', lang]]}
                  rules={[pairRule(lang, 'title')]}
                >
                  <Input.TextArea rows={10} className="mono" data-testid={`notice-content-${lang}`} />
                </Form.Item>
                <Button size="small" onClick={() => setPreview(preview === lang ? null : lang)}>
                  {preview === lang ? t('notices.hidePreview') : t('notices.preview')}
                </Button>
                {preview === lang && (
                  <Form.Item noStyle shouldUpdate>
                    {() => (
                      // A sandbox with no permissions: no scripts, no forms, no navigation.
                      <iframe
                        title={t('notices.preview')}
                        sandbox=""
                        srcDoc={`<meta charset="utf-8"><body style="font-family:sans-serif">${String(form.getFieldValue(['content', lang]) ?? '')}</body>`}
                        style={{ width: '100%', height: 240, border: '1px solid #f0f0f0', marginTop: 8 }}
                      />
                    )}
                  </Form.Item>
                )}
              </>
            ),
          }))}
        />
        <Space size="large" wrap style={{ marginTop: 16 }}>
          <Form.Item
            name="important"
            label={t('notices.important')}
            valuePropName="checked"
            extra={t('notices.importantHint')}
          >
            <Switch data-testid="notice-important" />
          </Form.Item>
          <Form.Item
            name="hidden"
            label={t('notices.hidden')}
            valuePropName="checked"
            extra={t('notices.hiddenHint')}
          >
            <Switch />
          </Form.Item>
          <Form.Item
            name="publishAt"
            label={t('notices.publishAt')}
            extra={t('notices.publishAtHint')}
            normalize={toMinute}
          >
            <DatePicker {...minutePicker} />
          </Form.Item>
        </Space>
        <Typography.Paragraph type="secondary">{t('notices.fallbackHint')}</Typography.Paragraph>
        <Space>
          <Button type="primary" onClick={save.submit} loading={save.saving} data-testid="save-notice">
            {t('common.save')}
          </Button>
          <Link to={paths.notices}>
            <Button>{t('common.cancel')}</Button>
          </Link>
        </Space>
      </Form>
    </Card>
  );
}
