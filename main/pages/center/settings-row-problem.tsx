import { Typography } from 'antd';

/** A settings row's broken rule, under its editor; an alert, so a screen reader says it. */
export function SettingsRowProblem({ problem }: { problem: string | null | undefined }) {
  return problem ? (
    <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
      {problem}
    </Typography.Text>
  ) : null;
}
