import { useState } from 'react';

// The README's recipe in the demo: a system notification for a request that arrives while this tab
// is in the background, after the person turned it on with a click (never asked on load). Only the
// demo's words and the server's name as the demo knows it: never text the server wrote.

export function onAttention({ count, server, focus }: { count: number; server: string; focus: () => void }): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const notice = new Notification(`${server} needs your input`, { body: `${count} waiting in the MCP host demo`, tag: 'rme-demo' });
  notice.onclick = () => {
    notice.close();
    focus();
  };
}

export function NotifyMe() {
  const [permission, setPermission] = useState(() => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission));
  if (permission === 'unsupported') return null;
  if (permission === 'granted') return <p>Notifications are on: a request that arrives while this tab is in the background raises one.</p>;
  if (permission === 'denied') return <p>Notifications are blocked for this page (your browser's site settings can allow them).</p>;
  return (
    <p>
      <button type="button" onClick={() => void Notification.requestPermission().then(setPermission)}>
        Notify me when a server asks while this tab is in the background
      </button>
    </p>
  );
}
