// Minimal app for the bundle-size figure: one form rendered into #root.
import { createRoot } from 'react-dom/client';
import { oursNative } from '../contestants/oursNative';
import { makeSchema } from '../schemas';

createRoot(document.getElementById('root')!).render(oursNative.element(makeSchema(10), (r) => console.log(r)));
