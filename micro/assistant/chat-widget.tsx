import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { AssistantButtonAction } from '@shared/api/dto/assistant-dto';
import { ASSISTANT_QUESTION_MAX } from '@shared/api/endpoints/assistant-endpoints';
import { ASSISTANT_ACTION_LABELS, type AssistantConfig, type AssistantHost } from '@shared/contract/assistant-contract';
import { allowedOrigins, allowedUrl } from './allowed-url';
import { ask, loadConversation } from './assistant-client';
import { applyEvent, fromHistory, newMessage, type WidgetMessage } from './chat-messages';
import { MessageMarkup, type MarkupOptions } from './message-markup';
import { styles } from './widget-styles';

interface ChatWidgetProps {
  config: AssistantConfig;
  host: AssistantHost;
  pageOrigin: string;
  /** opened from the first chunk's launcher: the panel shows at once */
  initialOpen?: boolean;
}

/**
 * The chat panel and its launcher. Questions come from the suggestions (`faqList`) or the input;
 * answers stream in and carry buttons that ask the shell to navigate (the widget never navigates
 * itself). Every answer is rendered by MessageMarkup: text nodes only.
 */
export function ChatWidget({ config, host, pageOrigin, initialOpen = false }: ChatWidgetProps) {
  const [open, setOpen] = useState(initialOpen);
  const [messages, setMessages] = useState<WidgetMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const loaded = useRef(false);
  const controller = useRef(new AbortController());
  const listEnd = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const current = controller.current;
    return () => current.abort();
  }, []);

  useEffect(() => {
    if (!open || loaded.current) return;
    loaded.current = true;
    loadConversation(config, controller.current.signal)
      .then((history) => setMessages((shown) => [...fromHistory(history), ...shown]))
      .catch(() => undefined);
  }, [open, config]);

  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [messages]);

  const markup: MarkupOptions = useMemo(() => {
    const origins = allowedOrigins(pageOrigin, [config.staticUrl, config.baseUrl]);
    return { pageOrigin, origins, onImage: (urls, index) => host.perform({ kind: 'image', urls, index }) };
  }, [pageOrigin, config.staticUrl, config.baseUrl, host]);

  const avatar = allowedUrl(config.chatLogo ?? config.robotHeaderUrl, pageOrigin, markup.origins);

  const send = useCallback(
    (text: string) => {
      const question = text.trim().slice(0, ASSISTANT_QUESTION_MAX);
      if (!question || busy) return;
      const answer = newMessage('assistant', '', true);
      setMessages((shown) => [...shown, newMessage('user', question), answer]);
      setDraft('');
      setBusy(true);
      void ask(
        config,
        question,
        (event) => setMessages((shown) => shown.map((message) => (message.id === answer.id ? applyEvent(message, event) : message))),
        controller.current.signal,
      ).finally(() => setBusy(false));
    },
    [busy, config],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(draft);
  };

  return (
    <>
      {open ? (
        <section role="dialog" aria-label={config.botName} style={styles.panel}>
          <header style={styles.header}>
            {avatar ? <img src={avatar} alt="" style={styles.avatar} /> : null}
            <span style={{ flex: 1 }}>{config.botName}</span>
            <button type="button" aria-label="关闭智能助手" onClick={() => setOpen(false)} style={styles.close}>
              ×
            </button>
          </header>
          <div style={styles.body}>
            <nav aria-label="常见问题" style={styles.faq}>
              <div style={styles.faqTitle}>常见问题</div>
              {config.faqList.map((item) => (
                <button key={item.id} type="button" onClick={() => send(item.question)} disabled={busy} style={styles.faqItem}>
                  {item.question}
                </button>
              ))}
            </nav>
            <div role="log" aria-live="polite" aria-label="对话记录">
              {messages.map((message) => (
                <article key={message.id} data-role={message.role} style={message.role === 'user' ? styles.userMessage : styles.botMessage}>
                  {message.role === 'user' ? message.text : <MessageMarkup text={message.text} options={markup} />}
                  {message.pending && !message.text ? <span style={styles.typing}>正在输入…</span> : null}
                  {message.error ? <p style={styles.error}>{message.error}</p> : null}
                  {message.actions.length > 0 ? (
                    <div style={styles.actions}>
                      {message.actions
                        .filter((action): action is AssistantButtonAction => action.kind !== 'image')
                        .map((action, index) => (
                          <button key={`${action.kind}-${index}`} type="button" onClick={() => host.perform(action)} style={styles.actionButton}>
                            {ASSISTANT_ACTION_LABELS[action.kind]}
                          </button>
                        ))}
                    </div>
                  ) : null}
                </article>
              ))}
              <div ref={listEnd} />
            </div>
          </div>
          <form onSubmit={submit} style={styles.form}>
            <input
              aria-label="输入问题"
              value={draft}
              maxLength={ASSISTANT_QUESTION_MAX}
              placeholder="例如：粤B·12345 现在在哪"
              onChange={(event) => setDraft(event.target.value)}
              style={styles.input}
            />
            <button type="submit" disabled={busy || !draft.trim()} style={styles.send}>
              发送
            </button>
          </form>
        </section>
      ) : null}
      <button type="button" aria-label={open ? '收起智能助手' : '打开智能助手'} aria-expanded={open} onClick={() => setOpen(!open)} style={styles.launcher}>
        {avatar ? <img src={avatar} alt="" style={styles.launcherIcon} /> : null}
        {/* the visible label is part of the accessible name (WCAG 2.5.3); the bot's own name titles the panel */}
        <span>智能助手</span>
      </button>
    </>
  );
}
