import { mount } from './app';
import { ShadBoolean, ShadMulti, ShadNumber, ShadSelect, ShadText } from './shadcn/glue';

mount({ text: ShadText, number: ShadNumber, boolean: ShadBoolean, single: ShadSelect, multi: ShadMulti });
