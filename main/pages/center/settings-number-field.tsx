import { InputNumber, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { SettingsRowProblem } from './settings-row-problem';

export interface SettingsNumberFieldProps {
  /** names the field for a screen reader (the type and the value: 超速报警限速) */
  label: string;
  /** shown before the input, when the row holds several values */
  name?: ReactNode;
  value: number | null;
  unit: string;
  editable: boolean;
  onChange: (value: number | null) => void;
  step?: number;
  /** the allowed range as the user reads it, under the input */
  hint?: string;
  problem?: string | null;
}

/** One number of a settings row: the input with its unit, the range hint and the broken rule. */
export function SettingsNumberField({ label, name, value, unit, editable, onChange, step, hint, problem }: SettingsNumberFieldProps) {
  return (
    <Space orientation="vertical" size={2}>
      <Space size={6}>
        {name === undefined ? null : <span>{name}</span>}
        <InputNumber
          aria-label={label}
          value={value}
          disabled={!editable}
          status={problem ? 'error' : undefined}
          step={step}
          onChange={onChange}
          style={{ width: 110 }}
        />
        <span>{unit}</span>
      </Space>
      {hint ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
      ) : null}
      <SettingsRowProblem problem={problem} />
    </Space>
  );
}
