import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadPatternEngine } from '../core/pattern.js';
import { loadRequestUi } from '../host/requestUi.js';

afterEach(() => cleanup());

// jsdom lacks what Radix Select needs (pointer capture, scrollIntoView, ResizeObserver).
if (typeof window !== 'undefined') {
  const proto = window.Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
  (window as unknown as Record<string, unknown>).ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Load the pattern engine and the hosts' request UI up front so component tests need not wait for
// their first import (core/pattern.test.ts and host/lazy.test.tsx cover the not-yet-loaded paths).
beforeAll(() => Promise.all([loadPatternEngine(), loadRequestUi()]));
