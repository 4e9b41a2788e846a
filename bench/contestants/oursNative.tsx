import { ElicitationForm } from '../../src/native';
import { clickSubmit, type Contestant } from './types';

// The `react-mcp-elicitation/native` entry: native <select> for single-selects, no Radix.
export const oursNative: Contestant = {
  id: 'ours-native',
  label: 'react-mcp-elicitation/native',
  element: (schema, onResult) => <ElicitationForm request={{ message: 'Benchmark', requestedSchema: schema }} onResult={onResult} serverName="Bench" />,
  submit: clickSubmit,
};
