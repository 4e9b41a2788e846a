// Minimal app for the bundle-size figure: one form rendered into #root.
import { createRoot } from 'react-dom/client';
import { rjsf } from '../contestants/rjsf';
import { makeSchema } from '../schemas';

createRoot(document.getElementById('root')!).render(rjsf.element(makeSchema(10), (r) => console.log(r)));
