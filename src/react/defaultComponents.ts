import { nativeComponents } from './components.js';
import { SingleSelect } from './fields/SingleSelect.js';
import type { ElicitationComponents } from './types.js';

/** Our renderers; single-selects use Radix Select (a native select above 500 options).
 *
 * @example
 * ```tsx
 * <ElicitationHost queue={queue} components={defaultComponents} />
 * ```
 */
export const defaultComponents: ElicitationComponents = { ...nativeComponents, single: SingleSelect };
