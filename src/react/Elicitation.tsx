import { ElicitationForm } from './ElicitationForm';
import { ElicitationSwitch, type ElicitationProps } from './ElicitationSwitch';

export type { ElicitationProps } from './ElicitationSwitch';

/** Renders the right UI for the request's mode; an unknown mode gets an alert and Cancel. */
export function Elicitation(props: ElicitationProps) {
  return <ElicitationSwitch {...props} Form={ElicitationForm} />;
}
