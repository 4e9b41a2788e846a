// Type-checked with moduleResolution node16 and nodenext: every entry resolves, and nothing is `any`.
import { ElicitationForm, Elicitation, type ElicitationFormProps } from 'react-mcp-elicitation';
import { ElicitationForm as NativeForm } from 'react-mcp-elicitation/native';
import { inspectUrl, parseElicitRequest, type FormModel } from 'react-mcp-elicitation/core';
import { ElicitationHost, ElicitationQueue } from 'react-mcp-elicitation/host';
import fr from 'react-mcp-elicitation/locales/fr';
import pseudo from 'react-mcp-elicitation/locales/pseudo';

type IsAny<T> = 0 extends 1 & T ? true : false;
export const notAny: [false, false, false, false, false, false, false, false, false, false] = [
  false as IsAny<typeof ElicitationForm>,
  false as IsAny<typeof Elicitation>,
  false as IsAny<typeof NativeForm>,
  false as IsAny<typeof parseElicitRequest>,
  false as IsAny<typeof inspectUrl>,
  false as IsAny<typeof ElicitationQueue>,
  false as IsAny<typeof ElicitationHost>,
  false as IsAny<ElicitationFormProps['onResult']>,
  false as IsAny<typeof fr>,
  false as IsAny<typeof pseudo>,
];
const parsed = parseElicitRequest({ message: 'm', requestedSchema: { type: 'object', properties: {} } });
export const model: FormModel | null = parsed.ok ? parsed.model : null;
