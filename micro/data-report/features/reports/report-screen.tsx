import { Alert, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { REPORT_PAGE_SIZES } from './report-query';

/** The frame of one report: title, filters, the error of the last load, chart and table. */
export function ReportScreen({ title, filters, error, chart, table }: { title: string; filters: ReactNode; error: string | null; chart: ReactNode; table: ReactNode }) {
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {filters}
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {chart}
      {table}
    </Space>
  );
}

/** The tables' paging (product-spec: 10 a page by default, first page 1) and its Chinese total. */
export function reportPagination(pageNum: number, pageSize: number, total: number, onPage: (pageNum: number, pageSize: number) => void, totalText?: string) {
  return {
    current: pageNum,
    pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: [...REPORT_PAGE_SIZES],
    showTotal: (count: number) => totalText ?? `共 ${count} 条`,
    onChange: onPage,
  };
}
