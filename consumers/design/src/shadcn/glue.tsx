import { mergeProps, useCheckboxProps, useMultiSelectProps, useSingleSelectProps, type FieldRendererProps } from 'react-mcp-elicitation';
import type { FieldModel } from 'react-mcp-elicitation/core';
import { Checkbox, Input, Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, Textarea } from './ui';

// The glue, one renderer per kind (docs/recipes/DesignSystems.mdx counts these lines). Our frame
// keeps the label, description and error; each control takes its prop set.
// glue:text
export function ShadText(p: FieldRendererProps<FieldModel<'text'>>) {
  const Control = p.field.multiline ? Textarea : Input;
  return <p.Frame {...p}><Control {...mergeProps(p.inputProps, { className: 'shad' })} /></p.Frame>;
}
// glue:number
export function ShadNumber(p: FieldRendererProps<FieldModel<'number'>>) {
  return <p.Frame {...p}><Input {...p.inputProps} /></p.Frame>;
}
// glue:boolean
export function ShadBoolean(p: FieldRendererProps<FieldModel<'boolean'>>) {
  return <p.Frame {...p} variant="inline"><Checkbox {...useCheckboxProps(p)} /></p.Frame>;
}
// glue:single
export function ShadSelect(p: FieldRendererProps<FieldModel<'single'>>) {
  const s = useSingleSelectProps(p);
  return (
    <p.Frame {...p}>
      <Select value={s.value} onValueChange={s.onValueChange} required={s.required} disabled={s.disabled}>
        <SelectTrigger {...s.triggerProps}><SelectValue placeholder={s.placeholder} /></SelectTrigger>
        <SelectContent>{s.items.map((i) => <SelectItem key={i.value} value={i.value}>{i.label}</SelectItem>)}</SelectContent>
      </Select>
    </p.Frame>
  );
}
// glue:multi
export function ShadMulti(p: FieldRendererProps<FieldModel<'multi'>>) {
  const m = useMultiSelectProps(p);
  return (
    <p.Frame {...p} variant="group">
      <fieldset {...m.groupProps} role={undefined}>
        <legend id={p.labelProps.id}>{p.label}</legend>
        {m.options.map((o) => (
          <div key={o.key}><Checkbox id={`${m.groupProps.id}-${o.key}`} {...o.checkboxProps} /><Label htmlFor={`${m.groupProps.id}-${o.key}`}>{o.option.label}</Label></div>
        ))}
      </fieldset>
    </p.Frame>
  );
}
// glue:end
