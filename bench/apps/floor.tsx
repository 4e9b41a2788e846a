// Minimal app for the bundle-size figure: one form rendered into #root.
import { createRoot } from 'react-dom/client';
import { floor } from '../contestants/floor';
import { makeSchema } from '../schemas';

createRoot(document.getElementById('root')!).render(floor.element(makeSchema(10), (r) => console.log(r)));
