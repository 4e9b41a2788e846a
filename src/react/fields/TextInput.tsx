import type { KeyboardEvent } from 'react';
import type { FieldModel } from '../../core/model.js';
import type { FieldRendererProps } from '../types.js';

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
 * <ElicitationForm request={params} onResult={send} components={{ text: (p) => <div className="pill"><TextInput {...p}
 * /></div> }} />
 * ```
 */
export function TextInput(props: FieldRendererProps<FieldModel<'text'>>) {
  const { field, Frame } = props;
  if (field.multiline) {
    return (
      <Frame {...props}>
        <textarea {...props.inputProps} className="rme-input rme-textarea" rows={4} onKeyDown={submitOnModEnter} />
      </Frame>
    );
  }
  return (
    <Frame {...props}>
      {/* The type, step, maxLength, autoComplete and spellCheck the format implies are in inputProps. */}
      <input {...props.inputProps} className="rme-input" />
    </Frame>
  );
}
