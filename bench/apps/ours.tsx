// Minimal app for the bundle-size figure: one form rendered into #root.
import { createRoot } from 'react-dom/client';
import { ours } from '../contestants/ours';
import { makeSchema } from '../schemas';

createRoot(document.getElementById('root')!).render(ours.element(makeSchema(10), (r) => console.log(r)));
