// Minimal app for the bundle-size figure: one form rendered into #root.
import { createRoot } from 'react-dom/client';
import { jsonforms } from '../contestants/jsonforms';
import { makeSchema } from '../schemas';

createRoot(document.getElementById('root')!).render(jsonforms.element(makeSchema(10), (r) => console.log(r)));
