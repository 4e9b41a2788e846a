import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { labCases } from './lab/cases';
import '../src/styles/styles.css';
import './demo.css';

// The e2e lab: `?case=<name>` renders one case. When the page arrives server-rendered (the dev
// server's /lab-ssr.html), it is hydrated and every hydration error is recorded.
const lab = window as unknown as { __labResults: unknown[]; __lab: { hydrated: boolean; errors: string[]; renderMs: number } };
lab.__labResults = [];
lab.__lab = { hydrated: false, errors: [], renderMs: -1 };

const name = new URLSearchParams(location.search).get('case') ?? 'hostile';
const make = labCases[name];
const container = document.getElementById('root')!;
if (!make) {
  container.textContent = `Unknown case: ${name}`;
} else if (container.firstElementChild) {
  hydrateRoot(container, <StrictMode>{make()}</StrictMode>, {
    onRecoverableError: (error) => lab.__lab.errors.push(String((error as Error)?.message ?? error)),
    onCaughtError: (error) => lab.__lab.errors.push(String((error as Error)?.message ?? error)),
  });
  lab.__lab.hydrated = true;
} else {
  const start = performance.now();
  // Time to the first paint of the case once React has committed it, for the documented size
  // bounds (timed from the render call alone, a frame could come before React had rendered).
  const Painted = ({ children }: { children: ReactNode }) => {
    useLayoutEffect(() => {
      requestAnimationFrame(() => setTimeout(() => lab.__lab.renderMs < 0 && (lab.__lab.renderMs = performance.now() - start)));
    }, []);
    return children;
  };
  createRoot(container).render(
    <StrictMode>
      <Painted>{make()}</Painted>
    </StrictMode>,
  );
}
