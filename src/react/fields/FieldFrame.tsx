import type { FieldFrameProps } from '../types.js';

/** Label, required marker, description, hint, notes and error around one control, each with the
 * id its control's `aria-describedby` names.
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={send} components={{ frame: (p) => <div className="my-field"><FieldFrame
 * {...p} /></div> }} />
 * ```
 */
export function FieldFrame(props: FieldFrameProps) {
  const { field, variant = 'stacked', children } = props;
  const showRequired = field.required && field.kind !== 'boolean';
  // Label, marker and control are direct children (no fragments: fewer fibers per field). The
  // marker follows the label as a sibling (no row wrapper: one element fewer per field).
  const label =
    variant === 'group' ? null : (
      // dir="auto" isolates the server's text (as <bdi> would) with no extra element per field.
      <label className="rme-label" {...props.labelProps} dir="auto">
        {props.label}
      </label>
    );
  // aria-required carries this to assistive tech; the word keeps it visible without colour.
  const marker =
    variant !== 'group' && showRequired ? (
      <span className="rme-required" aria-hidden="true">
        {props.messages.requiredMarker}
      </span>
    ) : null;
  const inline = variant === 'inline';
  return (
    <div
      className={`rme-field rme-field-${field.kind}`}
      data-invalid={props.error !== undefined ? '' : undefined}
      data-required={field.required ? '' : undefined}
      data-disabled={props.disabled ? '' : undefined}
    >
      {inline ? (
        <div className="rme-inline">
          {children}
          {label}
          {marker}
        </div>
      ) : (
        label
      )}
      {inline ? null : marker}
      {inline ? null : children}
      {part('rme-description', props.description, props.descriptionProps.id)}
      {part('rme-hint', props.hint, props.hintProps.id)}
      {part('rme-warning', props.notes, props.notesProps.id, '⚠ ')}
      {part('rme-error', props.error, props.errorProps.id)}
    </div>
  );
}

/** One describing line, only when it has text (so `aria-describedby` never dangles). A plain
 * function, not a component: no extra fiber per part and field. */
function part(className: string, text: string | undefined, id: string, icon?: string) {
  if (text === undefined) return null;
  return (
    <p className={className} id={id}>
      {icon && <span aria-hidden="true">{icon}</span>}
      {text}
    </p>
  );
}
