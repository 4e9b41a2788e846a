import type { FieldModel } from '../../core/model.js';
import type { FieldRendererProps } from '../types.js';
import { useMultiSelectProps } from '../widgetProps.js';

/** A group of checkboxes; once maxItems are chosen the others are disabled.
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={send} components={{ multi: (p) => <div className="chips"><MultiSelect
 * {...p} /></div> }} />
 * ```
 */
export function MultiSelect(props: FieldRendererProps<FieldModel<'multi'>>) {
  const { field, Frame } = props;
  // Option order, maxItems disabling and the focus target: the same prop set a design system uses.
  const multi = useMultiSelectProps(props);
  return (
    <Frame {...props} variant="group">
      <fieldset className="rme-group" id={multi.groupProps.id} aria-describedby={multi.groupProps['aria-describedby']}>
        <legend className="rme-label" id={props.labelProps.id} dir="auto">
          {props.label}
          {field.required && <span className="rme-required"> {props.messages.requiredMarker}</span>}
        </legend>
        {multi.options.map((o) => (
          // The label wraps its checkbox (no ids to pair, one element fewer per option).
          <label className="rme-inline rme-option" key={o.key} data-state={o.checked ? 'checked' : 'unchecked'}>
            <input {...o.inputProps} className="rme-checkbox" />
            {/* dir="auto": a server's bidi controls stay inside the option's text */}
            <span dir="auto">{o.option.label}</span>
          </label>
        ))}
      </fieldset>
    </Frame>
  );
}
