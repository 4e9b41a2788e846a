import type { ReactElement } from 'react';
import type { Schema } from '../schemas';

export interface Contestant {
  id: string;
  label: string;
  /** A form for `schema` that calls `onResult` once the person submits valid values. */
  element(schema: Schema, onResult: (result: unknown) => void): ReactElement;
  /** Submits the mounted form as a person would. */
  submit(container: HTMLElement): void;
}

export const clickSubmit = (container: HTMLElement) => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
