import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useReportError } from '@shared/ui/feedback/error-feedback-provider';

/** One save of a settings table, as the page works it out from its draft. */
export interface SettingsSavePlan<Changes> {
  /** the first rule the draft breaks (worded as the server words it): shown, nothing is sent */
  problem: string | null;
  /** what to send; null when nothing changed */
  changes: Changes | null;
  /** sends the changes and answers the success text */
  send: (changes: Changes) => Promise<string>;
}

export interface SettingsDraft<Draft> {
  /** what the user changed; what is not in it keeps the server's value */
  draft: Draft;
  setDraft: (update: Draft | ((current: Draft) => Draft)) => void;
  /** true once a save was tried: the rows show their problems from then on */
  showProblems: boolean;
  saving: boolean;
  dirty: boolean;
  /** 撤销修改: back to the server's values */
  undo: () => void;
  save: <Changes>(plan: SettingsSavePlan<Changes>) => Promise<void>;
}

/**
 * The edits of a settings table (报警设置, 推送设置, 健康设置) and their save: a broken rule or
 * nothing to save is said before sending; a saved draft is cleared and the page reloads what the
 * server now holds; a failed save keeps every edit on the page (the user corrects and saves again)
 * and shows the server's msg as the shell's error toast.
 */
export function useSettingsDraft<Draft extends object>(empty: Draft, reload: () => void): SettingsDraft<Draft> {
  const { message } = App.useApp();
  const reportError = useReportError();
  const [draft, setDraft] = useState<Draft>(empty);
  const [saving, setSaving] = useState(false);
  const [showProblems, setShowProblems] = useState(false);

  const undo = useCallback(() => setDraft(empty), [empty]);

  const save = async <Changes>({ problem, changes, send }: SettingsSavePlan<Changes>) => {
    setShowProblems(true);
    if (problem !== null) {
      void message.error(problem);
      return;
    }
    if (changes === null) {
      void message.info('没有需要保存的修改');
      return;
    }
    setSaving(true);
    try {
      const saved = await send(changes);
      void message.success(saved);
      setDraft(empty);
      setShowProblems(false);
      reload();
    } catch (failure) {
      reportError(failure);
    } finally {
      setSaving(false);
    }
  };

  return { draft, setDraft, showProblems, saving, dirty: Object.keys(draft).length > 0, undo, save };
}
