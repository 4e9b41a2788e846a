import { ElicitationForm } from '../../src';
import { clickSubmit, type Contestant } from './types';

export const ours: Contestant = {
  id: 'ours',
  label: 'react-mcp-elicitation',
  element: (schema, onResult) => <ElicitationForm request={{ message: 'Benchmark', requestedSchema: schema }} onResult={onResult} serverName="Bench" />,
  submit: clickSubmit,
};
