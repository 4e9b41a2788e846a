// The catalogue's lines for a request an agent sends (see `agentMessages`).

/**
 * The lines that name who asks, as an agent (Agent Client Protocol) asks: a host shows each in place
 * of the server's line beside it (`agentWords`), for a request whose source is an agent. Apart from
 * `dialogMessages` (a module of their own), so a shell's first chunk does not carry them: they load
 * with the request UI.
 *
 * @example
 * ```tsx
 * agentMessages.agentTextNote; // 'Written by the agent'
 * ```
 */
export const agentMessages = {
  agentTextNote: 'Written by the agent',
  agentClaim: 'It calls itself “{claim}”. That is the agent’s own claim; this app has not verified it.',
  agentUrlComplete: 'The agent reports that this step is complete.',
  agentSensitiveWarning:
    'This looks like a password, key, token or payment detail. Agents must not ask for these in a form; you can decline.',
  agentUnsatisfiableNote: 'The agent’s limits for this field contradict each other; no answer can meet them.',
  agentPatternUnsupportedNote:
    'The agent gave a format rule for this field that cannot be checked safely here; it is not enforced.',
  agentDefaultHiddenNote:
    'The agent suggested a value this control cannot show, so it was left empty and will not be sent.',
  // Which tool call asks, when the host heard its title (`session/update`): on the card and in the dialog.
  agentToolCall: 'Asked during the tool call “{title}”.',
} as const;

/** Each line that names a server, with the agent's line a request from an agent shows instead. */
const AGENT_LINES = {
  serverTextNote: 'agentTextNote',
  dialogServerClaim: 'agentClaim',
  urlComplete: 'agentUrlComplete',
  sensitiveWarning: 'agentSensitiveWarning',
  unsatisfiableNote: 'agentUnsatisfiableNote',
  patternUnsupportedNote: 'agentPatternUnsupportedNote',
  defaultHiddenNote: 'agentDefaultHiddenNote',
} as const;

/**
 * The lines of `messages` that name who asks, as an agent's request says them: each server line
 * replaced by its agent line (the host's own wording of either included).
 *
 * @example
 * ```tsx
 * agentWords({ ...defaultMessages }).serverTextNote; // 'Written by the agent'
 * ```
 */
export function agentWords<M extends { readonly [K in (typeof AGENT_LINES)[keyof typeof AGENT_LINES]]: string }>(
  messages: M,
): { [K in keyof typeof AGENT_LINES]: string } {
  const out: Record<string, string> = {};
  for (const key of Object.keys(AGENT_LINES) as (keyof typeof AGENT_LINES)[]) out[key] = messages[AGENT_LINES[key]];
  return out as { [K in keyof typeof AGENT_LINES]: string };
}
