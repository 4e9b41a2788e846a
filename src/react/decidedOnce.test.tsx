import { StrictMode, useState } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Elicitation, ElicitationForm, useElicitationForm } from '../index.js';

// "Decided once" without a host: a request written inline (`request={{ … }}`, a new object on
// every render) is parsed once for as long as its content stays the same, by `<Elicitation>`,
// `<ElicitationForm>` and the headless hook alike. The parser is counted where it is defined; each
// test asks with content of its own (decisions are kept by content across the module).
const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('../core/parse.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../core/parse.js')>();
  return {
    ...real,
    parseElicitRequest: (...args: Parameters<typeof real.parseElicitRequest>) => {
      parses.count++;
      return real.parseElicitRequest(...args);
    },
  };
});

beforeEach(() => {
  parses.count = 0;
});

/** A parent that re-renders on each click of "Again", writing its request inline each time. */
function Parent(props: { as: 'modes' | 'form'; guests?: number }) {
  const [renders, setRenders] = useState(1);
  const request = {
    message: `Your table (${props.as})`,
    requestedSchema: {
      type: 'object',
      properties: { guests: { type: 'integer', title: 'Guests', minimum: props.guests ?? 1 } },
    },
  } as const;
  return (
    <>
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        Again {renders}
      </button>
      {props.as === 'modes' ? (
        <Elicitation request={request} onResult={() => {}} />
      ) : (
        <ElicitationForm request={request} onResult={() => {}} />
      )}
    </>
  );
}

describe('a request written inline is decided once per content', () => {
  it.each(['modes', 'form'] as const)(
    '<%s>: five parent renders and typing parse it once; new content parses again',
    async (as) => {
      const user = userEvent.setup();
      const { rerender } = render(
        <StrictMode>
          <Parent as={as} />
        </StrictMode>,
      );
      await user.type(screen.getByRole('spinbutton', { name: /Guests/ }), '4');
      for (let n = 0; n < 5; n++) await user.click(screen.getByRole('button', { name: /^Again/ }));
      expect(screen.getByRole('button', { name: 'Again 6' })).toBeTruthy();
      // What the person typed survived the renders.
      expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: /Guests/ }).value).toBe('4');
      expect(parses.count).toBe(1);
      rerender(
        <StrictMode>
          <Parent as={as} guests={2} />
        </StrictMode>,
      );
      expect(parses.count).toBe(2);
    },
  );

  it.each(['modes', 'form'] as const)(
    '<%s>: a transcript of 20 forms (more than the content cache keeps) re-renders without parsing any again',
    (as) => {
      const requests = Array.from({ length: 20 }, (_, n) => ({
        message: `Question ${n} (${as}, transcript)`,
        requestedSchema: { type: 'object', properties: { answer: { type: 'string', title: `Answer ${n}` } } },
      }));
      function Transcript(props: { turn: number }) {
        return (
          <>
            <p>Turn {props.turn}</p>
            {requests.map((request, n) =>
              as === 'modes' ? (
                <Elicitation key={n} request={request} onResult={() => {}} />
              ) : (
                <ElicitationForm key={n} request={request} onResult={() => {}} />
              ),
            )}
          </>
        );
      }
      const { rerender } = render(<Transcript turn={1} />);
      expect(parses.count).toBe(20);
      for (let turn = 2; turn <= 4; turn++) rerender(<Transcript turn={turn} />);
      expect(screen.getByText('Turn 4')).toBeTruthy();
      expect(parses.count).toBe(20);
    },
  );

  it('useElicitationForm: an inline literal on each render is parsed once', () => {
    const { rerender, result } = renderHook(() =>
      useElicitationForm({
        request: { message: 'm', requestedSchema: { type: 'object', properties: { a: { type: 'string' } } } },
        onResult: () => {},
      }),
    );
    const first = result.current.state;
    for (let n = 0; n < 5; n++) act(() => rerender());
    expect(parses.count).toBe(1);
    // The same parse, so the same state object: a reader memoised on it is not woken.
    expect(result.current.state).toBe(first);
  });
});
