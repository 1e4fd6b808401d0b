import { Button, Card, Empty, Space, Spin, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getHelpMessage } from '@shared/api/help-api';
import { useRootStore } from '../../context/store-context';
import { PATHS } from '../../routing/route-table';
import { showTime } from './center-time';
import { LoadFailure } from './load-failure';
import { KIND_NAMES } from './notice-page';
import { useCenterLoad } from './use-center-load';
import { StatusTag } from './status-tag';

/** A paragraph line that is only an image address (http(s), site-relative or a data URL) shows the image. */
const IMAGE_LINE = /^(?:https?:\/\/\S+|\/\S+)\.(?:png|jpe?g|gif|webp|svg)(?:\?\S*)?$|^data:image\/[a-z+]+;base64,\S+$/i;

export interface MessageBlock {
  kind: 'text' | 'image';
  value: string;
}

/** The plain-text content as paragraphs (blank lines between) and image lines. */
export function messageBlocks(content: string): MessageBlock[] {
  return content
    .split(/\n\s*\n/)
    .flatMap((paragraph) => {
      const blocks: MessageBlock[] = [];
      let text: string[] = [];
      const flush = () => {
        if (text.length > 0) blocks.push({ kind: 'text', value: text.join('\n') });
        text = [];
      };
      for (const line of paragraph.split('\n')) {
        if (IMAGE_LINE.test(line.trim())) {
          flush();
          blocks.push({ kind: 'image', value: line.trim() });
        } else text.push(line);
      }
      flush();
      return blocks;
    })
    .filter((block) => block.kind === 'image' || block.value.trim() !== '');
}

/** 公告详情: one message, read once opened; its images open the shell's image viewer. */
export const NoticeDetailPage = observer(function NoticeDetailPage() {
  const root = useRootStore();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useCenterLoad(useCallback(() => (valid ? getHelpMessage(root.http, id) : Promise.resolve(null)), [root.http, valid, id]));

  const back = (
    <Button onClick={() => navigate(PATHS.notice)} aria-label="返回站内消息">
      返回
    </Button>
  );

  if (!valid) {
    return (
      <Card title="公告详情" extra={back}>
        <Empty description="没有指定要查看的消息，请从站内消息列表打开。" />
      </Card>
    );
  }

  const message = detail.data;
  const blocks = message ? messageBlocks(message.content) : [];
  const images = blocks.filter((block) => block.kind === 'image').map((block) => block.value);

  return (
    <Card title="公告详情" extra={back}>
      {detail.error ? <LoadFailure title="消息加载失败" message={detail.error} onRetry={detail.reload} /> : null}
      {!message && !detail.error ? <Spin description="正在加载…" /> : null}
      {message ? (
        <article aria-labelledby="notice-title">
          <Typography.Title level={3} id="notice-title">
            {message.title}
          </Typography.Title>
          <Space wrap style={{ marginBottom: 16 }}>
            <StatusTag tone="neutral">{KIND_NAMES[message.kind]}</StatusTag>
            {message.pinned ? <StatusTag tone="warning">置顶</StatusTag> : null}
            <Typography.Text type="secondary">{`发布时间：${showTime(message.publishedAt)}`}</Typography.Text>
          </Space>
          {blocks.map((block, index) =>
            block.kind === 'image' ? (
              <p key={index}>
                <button
                  type="button"
                  onClick={() => root.dialogs.openImages(images, images.indexOf(block.value))}
                  style={{ padding: 0, border: 0, background: 'none', cursor: 'zoom-in' }}
                  aria-label={`查看大图（第 ${images.indexOf(block.value) + 1} 张）`}
                >
                  <img src={block.value} alt="" style={{ maxWidth: 320, maxHeight: 200 }} />
                </button>
              </p>
            ) : (
              <Typography.Paragraph key={index} style={{ whiteSpace: 'pre-wrap' }}>
                {block.value}
              </Typography.Paragraph>
            ),
          )}
        </article>
      ) : null}
    </Card>
  );
});
