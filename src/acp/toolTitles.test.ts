import type { SessionNotification } from '@agentclientprotocol/sdk';
import { ToolTitles } from './toolTitles.js';

// The tool calls' titles an agent reported, as the attachment keeps them for the request a tool
// call makes: per session, the agent's own words, bounded.

const update = (sessionId: string, toolCallId: string, title: unknown, sessionUpdate = 'tool_call') =>
  ({ sessionId, update: { sessionUpdate, toolCallId, title } } as unknown as SessionNotification);

describe('ToolTitles', () => {
  it('a tool call’s title, and its update’s, reach the scope of that call in that session only', () => {
    const titles = new ToolTitles();
    titles.note(update('s1', 'c1', 'Create the repository'));
    expect(titles.scope({ sessionId: 's1', toolCallId: 'c1' })).toEqual({
      sessionId: 's1',
      toolCallId: 'c1',
      toolTitle: 'Create the repository',
    });
    titles.note(update('s1', 'c1', 'Create the repository “apollo”', 'tool_call_update'));
    expect(titles.scope({ sessionId: 's1', toolCallId: 'c1' }).toolTitle).toBe('Create the repository “apollo”');
    // Another session's call of the same id is another call.
    expect(titles.scope({ sessionId: 's2', toolCallId: 'c1' })).toEqual({ sessionId: 's2', toolCallId: 'c1' });
  });

  it('anything else is ignored: other updates, blank or non-text titles, a missing session or call', () => {
    const titles = new ToolTitles();
    titles.note(update('s1', 'c1', 'Said', 'agent_message_chunk'));
    titles.note(update('s1', 'c2', '   '));
    titles.note(update('s1', 'c3', 42));
    titles.note({
      update: { sessionUpdate: 'tool_call', toolCallId: 'c4', title: 'No session' },
    } as unknown as SessionNotification);
    titles.note(undefined as unknown as SessionNotification);
    for (const toolCallId of ['c1', 'c2', 'c3', 'c4'])
      expect(titles.scope({ sessionId: 's1', toolCallId }).toolTitle).toBeUndefined();
    expect(titles.scope({ sessionId: 's1' })).toEqual({ sessionId: 's1' });
  });

  it('bounded: a long title is cut, the oldest calls and sessions are forgotten first', () => {
    const titles = new ToolTitles();
    titles.note(update('s1', 'long', 'x'.repeat(1000)));
    expect(titles.scope({ sessionId: 's1', toolCallId: 'long' }).toolTitle?.length).toBeLessThanOrEqual(200);
    for (let n = 0; n < 600; n++) titles.note(update('s1', `c${n}`, `Call ${n}`));
    expect(titles.scope({ sessionId: 's1', toolCallId: 'c0' }).toolTitle).toBeUndefined();
    expect(titles.scope({ sessionId: 's1', toolCallId: 'c599' }).toolTitle).toBe('Call 599');
    for (let n = 0; n < 150; n++) titles.note(update(`other${n}`, 'c', 'A call'));
    expect(titles.scope({ sessionId: 's1', toolCallId: 'c599' }).toolTitle).toBeUndefined();
    expect(titles.scope({ sessionId: 'other149', toolCallId: 'c' }).toolTitle).toBe('A call');
  });
});
