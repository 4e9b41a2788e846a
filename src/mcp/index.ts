// `react-mcp-elicitation/mcp`: `/host` and `/sdk` together, as before they were split. It imports
// the SDK; an app without the SDK imports `react-mcp-elicitation/host` instead.
export * from './host.js';
export * from './sdk.js';
