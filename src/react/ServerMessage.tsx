import { splitText } from '../core/textParts.js';

/**
 * The server's message in its box, under the "Written by the server" caption. A long message is
 * laid out in parts (`splitText`), the later ones skipped until scrolled near; its text is the
 * message, exactly.
 */
export function ServerMessage({ caption, text, id }: { caption: string; text: string; id?: string | undefined }) {
  const parts = splitText(text);
  return (
    <div className="rme-message-box">
      <p className="rme-message-caption">{caption}</p>
      <p className="rme-message" id={id}>
        {parts.length === 1
          ? text
          : parts.map((part, i) => (
              // The parts of one text never reorder: their index is their identity.
              <span key={i} className="rme-message-part">
                {part}
              </span>
            ))}
      </p>
    </div>
  );
}
