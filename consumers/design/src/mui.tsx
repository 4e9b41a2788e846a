import { mount } from './app';
import { MuiBoolean, MuiMulti, MuiSelect, MuiText } from './mui/glue';

mount({ text: MuiText, number: MuiText, boolean: MuiBoolean, single: MuiSelect, multi: MuiMulti });
