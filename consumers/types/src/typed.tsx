import { ElicitationForm } from 'react-mcp-elicitation';

// @ts-expect-error a misspelt field type in a literal request is a compile error
export const bad = <ElicitationForm request={{ message: 'm', requestedSchema: { type: 'object', properties: { n: { type: 'integr' } } } }} onResult={() => {}} />;

export const good = (
  <ElicitationForm
    request={{ message: 'm', requestedSchema: { type: 'object', properties: { n: { type: 'integer' }, s: { type: 'string', enum: ['a', 'b'] } }, required: ['n'] } }}
    onResult={(r) => {
      if (r.action === 'accept') {
        const n: number = r.content!.n;
        const s: 'a' | 'b' | undefined = r.content!.s;
        // @ts-expect-error content is typed field by field
        const wrong: string = r.content!.n;
        void [n, s, wrong];
      }
    }}
  />
);
