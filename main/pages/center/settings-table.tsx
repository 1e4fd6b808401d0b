import { Alert, Button, Card, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { LoadFailure } from './load-failure';
import type { SettingsDraft } from './use-settings-draft';

export interface SettingsTableProps<Row extends object> {
  /** the card's title, also the page's name */
  title: string;
  /** the loaded settings may be changed by this user (the server says so) */
  editable: boolean;
  /** settings are on screen: the read-only note only shows for loaded settings */
  loaded: boolean;
  /** why a user who may not edit sees the table read-only */
  readOnlyNote: string;
  edits: Pick<SettingsDraft<unknown>, 'dirty' | 'saving' | 'undo'>;
  onSave: () => void;
  load: { error: string | null; loading: boolean; reload: () => void };
  /** the title of the inline failure when the settings could not be loaded */
  loadFailureTitle: string;
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  rows: readonly Row[];
  /** above the read-only note: what picks the settings shown (the health page's target) */
  toolbar?: ReactNode;
  /** between the note and the table */
  children?: ReactNode;
  /** false while there is nothing to show yet (no target chosen) */
  showTable?: boolean;
}

/**
 * The frame of the centre's settings pages: 撤销修改 and 保存 for a user who may edit, the
 * read-only note for one who may not, the load failure with 重试, and the table of rows whose
 * editors the page itself renders.
 */
export function SettingsTable<Row extends object>({
  title,
  editable,
  loaded,
  readOnlyNote,
  edits,
  onSave,
  load,
  loadFailureTitle,
  rowKey,
  columns,
  rows,
  toolbar,
  children,
  showTable = true,
}: SettingsTableProps<Row>) {
  return (
    <Card
      title={title}
      extra={
        editable ? (
          <Space>
            <Button onClick={edits.undo} disabled={!edits.dirty || edits.saving}>
              撤销修改
            </Button>
            <Button type="primary" onClick={onSave} loading={edits.saving}>
              保存
            </Button>
          </Space>
        ) : null
      }
    >
      {toolbar}
      {loaded && !editable ? <Alert type="info" showIcon style={{ marginBottom: 16 }} title={readOnlyNote} /> : null}
      {children}
      {load.error ? (
        <LoadFailure title={loadFailureTitle} message={load.error} onRetry={load.reload} />
      ) : showTable ? (
        <Table<Row> rowKey={rowKey} size="middle" loading={load.loading} columns={columns} dataSource={rows} pagination={false} />
      ) : null}
    </Card>
  );
}
