import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadPatternEngine } from '../core/pattern.js';

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

// Load the pattern engine up front so component tests need not wait for its first import
// (core/pattern.test.ts covers the not-yet-loaded path).
beforeAll(() => loadPatternEngine());
