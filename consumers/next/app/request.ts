// Plain data: passed from server components to client components as a prop.
export const request = {
  message: 'Who are you?',
  requestedSchema: {
    type: 'object' as const,
    properties: { name: { type: 'string' as const, title: 'Name', minLength: 2 } },
    required: ['name'],
  },
};
