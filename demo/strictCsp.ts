import { defaultComponents, nativeComponents, type ElicitationComponents } from '../src';

/**
 * Built with VITE_STRICT_CSP=1, the demo runs under `default-src 'self'; script-src 'self';
 * style-src 'self'`. Radix Select injects <style> elements when its list opens
 * (radix-ui/primitives#3063), so under that policy the single-select is the native one.
 */
export const strictCsp = import.meta.env.VITE_STRICT_CSP === '1';
export const cspComponents: ElicitationComponents = strictCsp ? nativeComponents : defaultComponents;
