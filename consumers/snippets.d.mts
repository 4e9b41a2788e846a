export function documents(root: string): string[];
export function blocks(text: string): { lang: 'ts' | 'tsx'; line: number; code: string }[];
export function writeSnippets(root: string, app: string): number;
