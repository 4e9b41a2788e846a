import type { KeyboardEvent } from 'react';
import type { TextField } from '../../core/model.js';
import type { FieldRendererProps } from '../types.js';

const INPUT_TYPE = { email: 'email', uri: 'url', date: 'date', 'date-time': 'datetime-local' } as const;
const AUTOCOMPLETE = { email: 'email', uri: 'url' } as const;

// A date-time control shows hours and minutes; seconds only for a starting value that has them
// (so what is sent is what the person saw). A seconds field in every control made a form of 100
// mixed fields measurably slower to mount.
const showsSeconds = (local: string | undefined) => local !== undefined && /T\d\d:\d\d:(?!00$)\d\d$/.test(local);

// In a multi-line field Enter adds a line; Ctrl+Enter (⌘+Enter on a Mac) submits, as the form's
// button does (so arming and validation apply the same way).
function submitOnModEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/** Text, email, URL, date and date-time (local wall clock, sent with the person's offset); a
 * multi-line control for long text (`field.multiline`), where Enter adds a line and Ctrl/⌘+Enter submits.
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={send} components={{ text: (p) => <div className="pill"><TextInput {...p} /></div> }} />
 * ```
 */
export function TextInput(props: FieldRendererProps<TextField>) {
  const { field, Frame } = props;
  const format = field.format;
  if (field.multiline) {
    return (
      <Frame {...props}>
        <textarea {...props.inputProps} className="rme-input rme-textarea" rows={4} maxLength={field.maxLength} onKeyDown={submitOnModEnter} />
      </Frame>
    );
  }
  return (
    <Frame {...props}>
      <input
        {...props.inputProps}
        className="rme-input"
        type={format ? INPUT_TYPE[format] : 'text'}
        step={format === 'date-time' && showsSeconds(props.inputProps.defaultValue) ? 1 : undefined}
        maxLength={field.maxLength}
        autoComplete={format === 'email' || format === 'uri' ? AUTOCOMPLETE[format] : 'off'}
        spellCheck={format === 'email' || format === 'uri' ? false : undefined}
      />
    </Frame>
  );
}
