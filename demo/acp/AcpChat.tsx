import { useId, useRef, useState, type FormEvent } from 'react';
import { ElicitationCard, InlineAnnouncer, useInlineItems } from '../../src/host';
import { onAttention } from '../host/notify';
import { cspComponents } from '../strictCsp';

// The demo's chat with an ACP agent: a transcript, a "Prompt" box and "Send". The agent's message
// chunks appear in the transcript; its requests open in the dialog, or (`?presentation=inline`)
// as cards in the transcript. Where the ACP client runs (in this page, or on the server behind it)
// is the session's business.

/** An ACP session as the chat drives it. */
export interface AcpSession {
  /** Sends a prompt; `onText` hears the agent's message chunks; resolves when the turn ends. */
  prompt(text: string, onText: (text: string) => void): Promise<void>;
  /** Cancels the running turn (`session/cancel`): its requests end as cancelled. */
  cancel(): void;
}

interface Turn {
  id: number;
  at: number;
  who: 'you' | 'agent';
  text: string;
}

export function AcpChat({ session, inline }: { session: AcpSession | null; inline: boolean }) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [text, setText] = useState('form');
  const [busy, setBusy] = useState(false);
  const next = useRef(0);
  const promptId = useId();
  const items = useInlineItems();

  const add = (who: Turn['who'], line: string) => {
    setTurns((all) => {
      const last = all[all.length - 1];
      // The agent's chunks of one turn are one message (a turn starts with the person's prompt).
      if (who === 'agent' && last?.who === 'agent') return [...all.slice(0, -1), { ...last, text: last.text + line }];
      return [...all, { id: ++next.current, at: Date.now(), who, text: line }];
    });
  };

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!session || busy || !text.trim()) return;
    add('you', text);
    setBusy(true);
    try {
      await session.prompt(text, (chunk) => add('agent', chunk));
    } catch (e) {
      add('agent', `The turn failed: ${e instanceof Error ? e.message : String(e)}\n`);
    } finally {
      setBusy(false);
    }
  }

  const rows = [
    ...turns.map((t) => ({
      at: t.at,
      order: 0,
      key: `t${t.id}`,
      node: t.who === 'you' ? <p className="demo-turn-you">{t.text}</p> : <pre className="demo-turn-agent">{t.text}</pre>,
    })),
    ...(inline
      ? items.map((item) => {
          // The card says which tool call asks (its title as the agent reported it) by itself.
          return { at: item.askedAt, order: 1, key: `r${item.key}`, node: <ElicitationCard item={item} components={cspComponents} /> };
        })
      : []),
  ].sort((a, b) => a.at - b.at || a.order - b.order);

  return (
    <section aria-labelledby="acp-chat-h" className="demo-chat">
      <h2 id="acp-chat-h">Conversation</h2>
      <p>
        Each prompt asks one kind of request: <code>form</code> (every field kind), <code>url</code>, <code>nulls</code>, <code>unknown</code>,{' '}
        <code>extension</code>, <code>mode</code>, <code>two</code>, <code>cancel</code>, <code>tool</code>.
      </p>
      <ol className="demo-chat-turns" aria-label="Transcript">
        {rows.map((r) => (
          <li key={r.key}>{r.node}</li>
        ))}
      </ol>
      <form className="demo-connect" onSubmit={(e) => void send(e)}>
        <label htmlFor={promptId}>Prompt</label>
        <input id={promptId} value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" disabled={!session || busy}>
          Send
        </button>
        <button type="button" disabled={!session || !busy} onClick={() => session?.cancel()}>
          Stop
        </button>
      </form>
      {inline && <InlineAnnouncer onAttention={onAttention} />}
    </section>
  );
}
