import type { GlobalToken } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { ALARM_LEVELS, ALARM_LEVEL_NAMES, type AlarmLevel, type AlarmRow } from '@shared/api/dto/alarm-dto';
import type { AddressBatcher } from '@shared/geo/address-batcher';
import { useAddress } from '@shared/geo/use-address';
import { cellTagStyle } from '@shared/ui/virtual-table/cell-tag-style';
import { cssRule } from '@shared/ui/virtual-table/css-rule';

export interface AlarmRowActions {
  onLocate: (row: AlarmRow) => void;
  onPlayback: (row: AlarmRow) => void;
  onProcess: (row: AlarmRow) => void;
  onCommand: (row: AlarmRow) => void;
}

/**
 * The alarm cells' classes and their sheet, from the theme token once per page (not per row): a
 * batch of new alarms mounts ~20 rows of four actions and a tag each, which as classes share one
 * declaration instead of each carrying its own inline (the page renders `sheet` once).
 */
export interface AlarmCellStyles {
  sheet: string;
  action: string;
  levels: Record<AlarmLevel, string>;
}

const ACTION_CLASS = 'alarm-centre-action';
const LEVEL_CLASSES: Record<AlarmLevel, string> = { 1: 'alarm-centre-level-1', 2: 'alarm-centre-level-2', 3: 'alarm-centre-level-3' };

export function alarmCellStyles(token: GlobalToken, action: CSSProperties): AlarmCellStyles {
  // the colours of antd's Tag presets blue / orange / red, which the level used before
  const levels: Record<AlarmLevel, CSSProperties> = { 1: cellTagStyle(token, 'blue'), 2: cellTagStyle(token, 'orange'), 3: cellTagStyle(token, 'red') };
  return {
    sheet: [cssRule(`.${ACTION_CLASS}`, action), ...ALARM_LEVELS.map((level) => cssRule(`.${LEVEL_CLASSES[level]}`, levels[level]))].join('\n'),
    action: ACTION_CLASS,
    levels: LEVEL_CLASSES,
  };
}

/**
 * What the role may do on a row (spec §6: a missing permission removes the element), read once per
 * page from the permission map: each row's actions used to read it through two permission guards,
 * ~30 components mounted with the list's ~15 rows only to look up the same two codes.
 */
export interface AlarmRowPermissions {
  command: boolean;
  process: boolean;
}

/**
 * The level as a small tag (一般 / 重要 / 紧急); an unknown level as its number. A plain function
 * called by the cell, not a component: no fiber per row for a span.
 */
export function levelTag(level: number, styles: AlarmCellStyles): ReactNode {
  const known = level === 1 || level === 2 || level === 3 ? level : null;
  return known ? <span className={styles.levels[known]}>{ALARM_LEVEL_NAMES[known]}</span> : String(level);
}

/**
 * A row's address, asked of the shared batcher when the row is rendered: the real-time list is
 * virtual, so only the rows on screen are geocoded (batches of 50, spec §7–§9), not the thousand.
 */
export function AddressCell({ batcher, lng, lat }: { batcher: AddressBatcher; lng: number | null; lat: number | null }) {
  return <>{useAddress(batcher, lng, lat)}</>;
}

/**
 * A row's actions: locate, playback, command and, while unprocessed, process; the last two only
 * with their button permission. A plain function called by the cell (the permissions come from
 * the page), not a component with its own guards.
 */
export function alarmActions(row: AlarmRow, actions: AlarmRowActions, styles: AlarmCellStyles, can: AlarmRowPermissions): ReactNode {
  return (
    <>
      <button type="button" className={styles.action} onClick={() => actions.onLocate(row)}>
        定位
      </button>
      <button type="button" className={styles.action} onClick={() => actions.onPlayback(row)}>
        回放
      </button>
      {can.command ? (
        <button type="button" className={styles.action} onClick={() => actions.onCommand(row)}>
          指令
        </button>
      ) : null}
      {can.process && !row.processed ? (
        <button type="button" className={styles.action} onClick={() => actions.onProcess(row)}>
          处理
        </button>
      ) : null}
    </>
  );
}
