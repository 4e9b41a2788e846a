export function bundleSize(entry: string, external: RegExp[]): Promise<{ code: string; min: number; gz: number }>;
