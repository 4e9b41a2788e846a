import { ElicitationForm } from './ElicitationForm.js';
import { ElicitationSwitch, type ElicitationProps } from './ElicitationSwitch.js';

export type { ElicitationProps } from './ElicitationSwitch.js';

/** Renders the right UI for the request's mode; an unknown mode gets an alert and Cancel.
 *
 * @example
 * ```tsx
 * <Elicitation request={params} onResult={respond} serverName="Acme Tools" autoFocus />
 * ```
 */
export function Elicitation(props: ElicitationProps) {
  return <ElicitationSwitch {...props} Form={ElicitationForm} />;
}
