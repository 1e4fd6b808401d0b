import { TreeSelect } from 'antd';
import { useEffect, useEffectEvent, useMemo, useState, type CSSProperties } from 'react';
import { getGroupTree } from '../../api/group-api';
import type { GroupNode } from '../../api/dto/group-dto';
import type { HttpClient } from '../../http/http-client';
import { groupTreeOptions } from './group-tree-data';

export interface GroupTreeSelectProps {
  http: HttpClient;
  /** the chosen groups (each includes its descendants) */
  value: number[];
  onChange: (groupIds: number[]) => void;
  /** one group only (the download centre's exports take one) */
  single?: boolean;
  /** the failure goes to the app's one error path */
  onError?: (error: unknown) => void;
  id?: string;
  placeholder?: string;
  style?: CSSProperties;
}

/**
 * The vehicle group selector of the reports and the download centre (product-spec §2): the
 * caller's group tree with online/total counts per group, searchable by name.
 */
export function GroupTreeSelect({ http, value, onChange, single, onError, id, placeholder = '全部分组', style }: GroupTreeSelectProps) {
  const [groups, setGroups] = useState<GroupNode[] | null>(null);
  // a new callback from the parent must not reload the tree
  const reportError = useEffectEvent((error: unknown) => onError?.(error));

  useEffect(() => {
    const controller = new AbortController();
    getGroupTree(http, { signal: controller.signal }).then(
      (tree) => setGroups(tree.groups),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setGroups([]);
          reportError(error);
        }
      },
    );
    return () => controller.abort();
  }, [http]);

  const treeData = useMemo(() => groupTreeOptions(groups ?? []), [groups]);

  return (
    <TreeSelect<number | number[]>
      id={id}
      aria-label="车辆分组"
      style={{ minWidth: 220, ...style }}
      treeData={treeData}
      value={single ? value[0] : value}
      onChange={(next) => onChange(next === undefined || next === null ? [] : Array.isArray(next) ? next : [next])}
      multiple={!single}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      loading={groups === null}
      placeholder={placeholder}
      maxTagCount="responsive"
    />
  );
}
