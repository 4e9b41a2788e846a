'use client';
// The AI SDK recipe's chat: the turn streams from /api/chat; an MCP tool's question arrives through
// the relay as an inline card in the conversation, answered there.
import { Fragment, useEffect, useState } from 'react';
import { connectRelay, ElicitationInline, ElicitationProvider, ElicitationQueue } from 'react-mcp-elicitation/host';

interface Message {
  readonly role: 'You' | 'Assistant';
  readonly text: string;
}

export default function ChatPage() {
  const [queue] = useState(() => new ElicitationQueue({ presentation: 'inline' }));
  const [messages, setMessages] = useState<Message[]>([]);
  const [draft, setDraft] = useState('');
  useEffect(() => {
    document.cookie = 'sid=ada; path=/';
    return connectRelay(queue, { url: '/api/elicitation' }).close;
  }, [queue]);
  const send = async (text: string) => {
    setMessages((m) => [...m, { role: 'You', text }, { role: 'Assistant', text: '' }]);
    const response = await fetch('/api/chat', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      setMessages((m) => [...m.slice(0, -1), { role: 'Assistant', text: m.at(-1)!.text + value }]);
    }
  };
  return (
    <ElicitationProvider queue={queue}>
      <main>
        <section aria-label="Conversation">
          <ol>
            {messages.map((m, i) => (
              <Fragment key={i}>
                {/* The turn's questions, between the person's message and the reply they lead to. */}
                {i === messages.length - 1 && (
                  <li>
                    <ElicitationInline />
                  </li>
                )}
                <li data-role={m.role}>
                  <strong>{m.role}:</strong> {m.text}
                </li>
              </Fragment>
            ))}
          </ol>
        </section>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (draft.trim()) void send(draft);
            setDraft('');
          }}
        >
          <label>
            Message <input value={draft} onChange={(e) => setDraft(e.target.value)} />
          </label>
          <button type="submit">Send</button>
        </form>
      </main>
    </ElicitationProvider>
  );
}
