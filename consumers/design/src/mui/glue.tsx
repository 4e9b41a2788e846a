import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import { useMultiSelectProps, useSingleSelectProps, type FieldRendererProps } from 'react-mcp-elicitation';
import type { FieldModel } from 'react-mcp-elicitation/core';

// MUI's TextField owns its label, helper text and aria-describedby, so these renderers use no
// frame of ours: the error (else the description) is MUI's helper text. Our own describedby ids
// name parts our frame would render, so they stay out; the native attributes go to the <input>.
// glue:text
export function MuiText(p: FieldRendererProps<FieldModel<'text' | 'number'>>) {
  const { ref, id, required, defaultValue, onChange, type, 'aria-describedby': _ours, ...html } = p.inputProps;
  const multiline = p.field.kind === 'text' && p.field.multiline;
  return (
    <MuiTextField id={id} label={p.label} required={required ?? false} error={p.error !== undefined} helperText={p.error ?? p.description}
      defaultValue={defaultValue} onChange={onChange} inputRef={ref} type={type} multiline={multiline} minRows={multiline ? 3 : undefined}
      disabled={p.disabled} fullWidth margin="normal" slotProps={{ htmlInput: html }} />
  );
}
// glue:boolean
export function MuiBoolean(p: FieldRendererProps<FieldModel<'boolean'>>) {
  const { ref, id, defaultChecked, onChange, 'aria-describedby': describedBy, 'aria-invalid': invalid } = p.inputProps;
  return (
    <FormControl error={p.error !== undefined} margin="normal">
      <FormControlLabel label={p.label} control={<Checkbox id={id} defaultChecked={defaultChecked ?? false} onChange={onChange} disabled={p.disabled} slotProps={{ input: { ref, 'aria-invalid': invalid, 'aria-describedby': describedBy && `${id}-help` } }} />} />
      {(p.error ?? p.description) && <FormHelperText id={`${id}-help`}>{p.error ?? p.description}</FormHelperText>}
    </FormControl>
  );
}
// glue:single
export function MuiSelect(p: FieldRendererProps<FieldModel<'single'>>) {
  const s = useSingleSelectProps(p);
  return (
    <MuiTextField select id={s.triggerProps.id} label={p.label} required={s.required} error={p.error !== undefined} helperText={p.error ?? p.description}
      value={s.value} onChange={(e) => s.onValueChange(e.target.value)} inputRef={s.triggerProps.ref} disabled={s.disabled} fullWidth margin="normal">
      {s.items.map((i) => <MenuItem key={i.value} value={i.value}>{i.label}</MenuItem>)}
    </MuiTextField>
  );
}
// glue:multi
export function MuiMulti(p: FieldRendererProps<FieldModel<'multi'>>) {
  const m = useMultiSelectProps(p);
  return (
    <FormControl component="fieldset" error={p.error !== undefined} margin="normal" id={m.groupProps.id}>
      <FormLabel component="legend">{p.label}</FormLabel>
      <FormGroup>
        {m.options.map((o) => (
          <FormControlLabel key={o.key} label={o.option.label} control={<Checkbox checked={o.checked} disabled={o.disabled} onChange={(_, on) => o.checkboxProps.onCheckedChange(on)} slotProps={{ input: { ref: o.checkboxProps.ref } }} />} />
        ))}
      </FormGroup>
      {(p.error ?? p.description) && <FormHelperText>{p.error ?? p.description}</FormHelperText>}
    </FormControl>
  );
}
// glue:end
