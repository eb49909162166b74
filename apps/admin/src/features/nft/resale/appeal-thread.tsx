import type { AppealMessage } from '@mcc/contract';
import { Empty, Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../../lib/format.ts';
import { SideTag } from './appeal-tags.tsx';

/**
 * Both sides' messages, oldest first, as a conversation: the buyer's on the left, the seller's on the
 * right, the platform's decision across the middle, so an operator sees at a glance who said what.
 * Pictures are thumbnails that enlarge on click, one gallery per message.
 */
export function AppealThread({ messages }: { messages: AppealMessage[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return <Empty description={t('appeals.noMessages')} />;
  return (
    <div className="appeal-thread" data-testid="appeal-thread">
      {messages.map((m, i) => (
        // Messages are never edited or removed: their place in the list is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
        <div key={i} className={`appeal-message appeal-message-${m.from}`} data-testid={`message-${m.from}`}>
          <Space size={4} className="appeal-message-head">
            <SideTag side={m.from} />
            <Typography.Text type="secondary">{dateTime(m.at)}</Typography.Text>
          </Space>
          <Typography.Paragraph className="appeal-message-text">{m.text}</Typography.Paragraph>
          {m.images.length > 0 && (
            <Image.PreviewGroup>
              <Space wrap size={8}>
                {m.images.map((src) => (
                  <Image
                    key={src}
                    src={src}
                    width={72}
                    height={72}
                    style={{ objectFit: 'cover', borderRadius: 4 }}
                    alt=""
                  />
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
        </div>
      ))}
    </div>
  );
}
