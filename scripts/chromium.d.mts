export const chromiumArgs: string[];
