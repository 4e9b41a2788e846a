// What a screen-reader user hears, kept as reviewed snapshots (`__speech__/*.txt`): a change in what
// is spoken shows up as a diff to review. The speech comes from @guidepup/virtual-screen-reader
// (roles, names, descriptions, states and live regions as the accessibility tree exposes them).
// For every public fixture: tabbing through the form, a failed submit, a good submit; for the
// dialog and the inline cards: opening, arriving, answering and withdrawal.
process.env.TZ = 'UTC'; // "Your local time (UTC+00:00)" on every machine

import { virtual } from '@guidepup/virtual-screen-reader';
import { act, render, waitFor } from '@testing-library/react';
import { parseElicitRequest } from '../core/parse.js';
import type { FieldModel } from '../core/model.js';
import type { ElicitContent } from '../protocol/types.js';
import { ElicitationForm, UrlElicitation } from '../index.js';
import { ElicitationHost, ElicitationInline, ElicitationQueue } from '../host.js';
import urlCases from '../../fixtures/url-cases.json';

const formFixtures = import.meta.glob<Record<string, unknown>>('../../fixtures/form-*.json', {
  eager: true,
  import: 'default',
});
const SERVER = 'Example server';

afterEach(async () => {
  await virtual.stop();
});

/** What is spoken while `during` runs (and the live regions it set off settle). */
async function spoken(during: () => Promise<void>): Promise<string[]> {
  await virtual.clearSpokenPhraseLog();
  await during();
  // React's updates and effects run; the reader hears each mutation in a microtask (no timers).
  await act(async () => {});
  return virtual.spokenPhraseLog();
}

/** Tab until `done` says focus arrived (at most `max` presses). */
async function tabUntil(done: (el: Element | null) => boolean, max = 60) {
  for (let i = 0; i < max && !done(document.activeElement); i++) await virtual.press('Tab');
  expect(done(document.activeElement)).toBe(true);
}
const isButton = (name: string) => (el: Element | null) =>
  el instanceof HTMLButtonElement && el.textContent?.trim() === name;

/** An answer every field accepts, from the field model (so a new fixture needs no table here). */
function validContent(fields: readonly FieldModel[]): ElicitContent {
  const content: ElicitContent = {};
  for (const f of fields) {
    switch (f.kind) {
      case 'text': {
        const byFormat = {
          email: 'ada@example.com',
          uri: 'https://example.com/',
          date: '2026-07-01',
          'date-time': '2026-07-01T10:30:00+00:00',
        } as const;
        content[f.key] = f.format
          ? byFormat[f.format]
          : 'Ada Lovelace'.slice(0, Math.max(f.minLength ?? 0, Math.min(f.maxLength ?? 12, 12)));
        break;
      }
      case 'number':
        content[f.key] = f.minimum !== undefined ? Math.ceil(f.minimum) + (f.integer ? 1 : 0.5) : 3;
        break;
      case 'boolean':
        content[f.key] = true;
        break;
      case 'single':
        content[f.key] = f.options.at(-1)!.value;
        break;
      case 'multi':
        content[f.key] = f.options.slice(0, Math.max(1, f.minItems ?? 1)).map((o) => o.value);
        break;
      default:
        f satisfies never;
    }
  }
  return content;
}

const NOTE =
  'Spoken by @guidepup/virtual-screen-reader, one phrase per line; "polite:" is a live-region announcement. ' +
  'It gives date and date-time inputs no role, so it says neither "required" nor a role for them, and it does not voice ' +
  "a select's (combobox's) current value; browsers expose both.";

function transcript(title: string, sections: [string, string[]][]): string {
  return (
    [`# ${title}`, NOTE, ...sections.map(([heading, lines]) => `\n## ${heading}\n${lines.join('\n')}`)].join('\n') +
    '\n'
  );
}

describe('speech: every public form fixture', () => {
  for (const [path, fixture] of Object.entries(formFixtures)) {
    const name = path
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
    it(`${name}: tabbing through, a failed submit, a good submit`, async () => {
      const parsed = parseElicitRequest(fixture);
      if (!parsed.ok) throw new Error(`${name} does not parse`);
      const sections: [string, string[]][] = [];

      const empty = render(<ElicitationForm request={fixture} serverName={SERVER} onResult={() => {}} />);
      await virtual.start({ container: document.body });
      sections.push(['Tab through the form as it opens', await spoken(() => tabUntil(isButton('Submit')))]);
      sections.push(['Submit it as it opens', await spoken(() => virtual.press('Enter'))]);
      await virtual.stop();
      empty.unmount();

      const content = validContent(parsed.model.fields);
      const results: unknown[] = [];
      render(
        <ElicitationForm
          request={fixture}
          serverName={SERVER}
          initialValues={content}
          onResult={(r) => results.push(r)}
        />,
      );
      await virtual.start({ container: document.body });
      sections.push(['Tab through it filled in', await spoken(() => tabUntil(isButton('Submit')))]);
      sections.push(['Submit it filled in', await spoken(() => virtual.press('Enter'))]);
      expect(results).toEqual([{ action: 'accept', content }]);

      await expect(transcript(`${name}.json in <ElicitationForm>`, sections)).toMatchFileSnapshot(
        `./__speech__/${name}.txt`,
      );
    });
  }

  it('url-cases.json: each case, tabbed through, then its first answering button', async () => {
    const sections: [string, string[]][] = [];
    for (const c of urlCases) {
      const view = render(
        <UrlElicitation request={c.request} serverName={SERVER} onResult={() => {}} onOpen={() => {}} />,
      );
      await virtual.start({ container: document.body });
      const tabbing = await spoken(() => tabUntil(isButton('Cancel')));
      sections.push([`${c.name} (${c.expect}): Tab through`, tabbing]);
      // The first of the actions (Copy link, beside the address, answers nothing).
      const first = view.container.querySelector<HTMLButtonElement>('.rme-actions button');
      sections.push([
        `${c.name}: "${first?.textContent}"`,
        await spoken(async () => {
          first!.focus();
          await virtual.press('Enter');
        }),
      ]);
      await virtual.stop();
      view.unmount();
    }
    await expect(transcript('url-cases.json in <UrlElicitation>', sections)).toMatchFileSnapshot(
      './__speech__/url-cases.txt',
    );
  });
});

/** Until the host presentations' actions answer (`armMs`, 500 ms by default): nothing is spoken meanwhile. */
async function armed() {
  await waitFor(() => expect(document.querySelector('button[aria-disabled="true"]')).toBeNull(), { timeout: 2000 });
}

describe('speech: the dialog and the inline cards', () => {
  const primitives = Object.entries(formFixtures).find(([p]) => p.endsWith('form-primitives.json'))![1];
  const who = {
    message: 'What should I call you?',
    requestedSchema: {
      type: 'object',
      properties: { name: { type: 'string', title: 'Your name' } },
      required: ['name'],
    },
  };

  it('the dialog: its name on open, a failed submit, Escape', async () => {
    const queue = new ElicitationQueue();
    render(
      <>
        <button type="button">Call tool</button>
        <ElicitationHost queue={queue} />
      </>,
    );
    await virtual.start({ container: document.body });
    const sections: [string, string[]][] = [];
    sections.push([
      'A request arrives',
      await spoken(async () => void act(() => void queue.ask({ serverName: SERVER }, primitives))),
    ]);
    await armed();
    sections.push(['Tab to Submit', await spoken(() => tabUntil(isButton('Submit')))]);
    sections.push(['Submit as it opened', await spoken(() => virtual.press('Enter'))]);
    sections.push(['Escape', await spoken(() => virtual.press('Escape'))]);
    await expect(transcript('<ElicitationHost> (the dialog) with form-primitives.json', sections)).toMatchFileSnapshot(
      './__speech__/dialog.txt',
    );
  });

  it('inline cards: arrival while typing elsewhere, answering, a withdrawn card', async () => {
    const queue = new ElicitationQueue({ presentation: 'inline' });
    render(
      <>
        <label>
          Message <input type="text" />
        </label>
        <ElicitationInline queue={queue} />
      </>,
    );
    await virtual.start({ container: document.body });
    await virtual.press('Tab'); // into the composer
    const sections: [string, string[]][] = [];
    const controller = new AbortController();
    sections.push([
      'A request arrives while the person is in the composer',
      await spoken(async () => void act(() => void queue.ask({ serverName: SERVER }, who))),
    ]);
    sections.push([
      'A second one arrives',
      await spoken(
        async () =>
          void act(
            () =>
              void queue.ask(
                { serverName: 'Errands' },
                { ...who, message: 'Who is this for?' },
                { signal: controller.signal },
              ),
          ),
      ),
    ]);
    await armed(); // what is spoken below is the cards once their actions answer
    sections.push(['Tab into the first card', await spoken(() => virtual.press('Tab'))]);
    sections.push(['Alt+Down to the next waiting card', await spoken(() => virtual.press('Alt+ArrowDown'))]);
    sections.push([
      'Type, then the server withdraws it',
      await spoken(async () => {
        await virtual.type('Grace');
        await act(async () => controller.abort());
      }),
    ]);
    sections.push([
      'Shift+Tab back to the first card, answer it',
      await spoken(async () => {
        for (
          let i = 0;
          i < 10 &&
          !(
            document.activeElement instanceof HTMLInputElement &&
            document.activeElement.closest('[data-state="pending"]')
          );
          i++
        )
          await virtual.press('Shift+Tab');
        await virtual.type('Ada');
        await armed();
        await virtual.press('Enter');
      }),
    ]);
    await expect(transcript('<ElicitationInline> (cards in a transcript)', sections)).toMatchFileSnapshot(
      './__speech__/inline.txt',
    );
  });
});
