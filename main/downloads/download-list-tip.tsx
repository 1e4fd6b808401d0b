import './download-list-tip.css';
import { CloseOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, List, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { ExportRecord } from '@shared/api/dto/export-dto';
import { useReportError } from '@shared/ui/feedback/error-feedback-provider';
import { PATHS } from '../routing/route-table';
import { useRootStore } from '../context/store-context';
import { DockedTip } from '../assistant/tip-dock';
import { EXPORT_STATUS_COLOURS, formatFileSize, jobStatusText } from './export-jobs';
import { downloadThroughFrame } from './file-download';

/**
 * The download-list tip (product-spec §2 global dialog): opened by a sub-app's `showDownList`
 * after it queued an export, it follows the newest jobs until they are final, offers the finished
 * file, and links to the download centre. One tip, updated in place, however many jobs start.
 */
export const DownloadListTip = observer(function DownloadListTip() {
  const root = useRootStore();
  const navigate = useNavigate();
  const reportError = useReportError();
  const downloads = root.downloads;
  if (!downloads.tipOpen) return null;

  const download = (job: ExportRecord) => {
    try {
      downloadThroughFrame(root.http, job.id);
    } catch (failure) {
      reportError(failure);
    }
  };

  return (
    <DockedTip>
      <section className="download-list-tip" role="dialog" aria-label="下载列表">
        <header className="download-list-tip__header">
          <Typography.Text strong>
            下载列表{downloads.runningCount > 0 ? `（${downloads.runningCount} 个进行中）` : ''}
          </Typography.Text>
          <Button type="text" size="small" aria-label="关闭下载列表" icon={<CloseOutlined />} onClick={() => downloads.closeTip()} />
        </header>
        {downloads.loadFailed ? <Typography.Text type="danger">下载任务获取失败，正在重试…</Typography.Text> : null}
        <List
          size="small"
          dataSource={downloads.recentJobs}
          locale={{ emptyText: '暂无导出任务' }}
          renderItem={(job) => (
            <List.Item
              key={job.id}
              actions={
                job.status === 'done'
                  ? [
                      <Button key="download" type="link" size="small" onClick={() => download(job)}>
                        下载文件
                      </Button>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={job.title}
                description={
                  <span>
                    <Tag color={EXPORT_STATUS_COLOURS[job.status]} icon={job.status === 'running' ? <LoadingOutlined /> : undefined}>
                      {jobStatusText(job)}
                    </Tag>
                    {job.status === 'done' ? `${job.rowCount} 行 · ${formatFileSize(job.fileSize)}` : null}
                  </span>
                }
              />
            </List.Item>
          )}
        />
        <footer className="download-list-tip__footer">
          <Button
            type="link"
            onClick={() => {
              downloads.closeTip();
              navigate(PATHS.download);
            }}
          >
            前往下载中心
          </Button>
        </footer>
      </section>
    </DockedTip>
  );
});
