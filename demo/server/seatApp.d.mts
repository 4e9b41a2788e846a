export const UI_EXTENSION: string;
export const APP_MIME: string;
export const SEAT_VARIANTS: string[];
export const SEATS: string[];
export function appUri(variant: string): string;
export const seatSchema: Record<string, unknown>;
export function clientTakesApps(capabilities: unknown): boolean;
export function seatRequest(variant: string, appsDeclared: boolean): Record<string, unknown>;
export function readSeatApp(uri: string): { contents: { uri: string; mimeType: string; text: string }[] } | undefined;
