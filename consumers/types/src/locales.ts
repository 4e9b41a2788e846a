// A host's catalogues under strict flags, on TypeScript 5.4 and 5.9: the shipped ones import by
// subpath and fit the `messages` prop with one line overridden; a host's own translation is checked
// by `Translation` (a missing key or a misspelt {parameter} fails, each `@ts-expect-error` says so).
import { defaultMessages, pickMessages, type ElicitationMessages, type Translation } from 'react-mcp-elicitation/core';
import type { ElicitationFormProps } from 'react-mcp-elicitation';
import ar from 'react-mcp-elicitation/locales/ar';
import fr from 'react-mcp-elicitation/locales/fr';
import zhHans from 'react-mcp-elicitation/locales/zh-Hans';

declare const languages: readonly string[];
export const chosen: ElicitationMessages = pickMessages(languages, [fr, ar, zhHans]);
export const props: Pick<ElicitationFormProps, 'messages' | 'locale'> = { messages: { ...fr, submit: 'Valider' }, locale: undefined };

const ours = { ...defaultMessages, locale: 'nl', submit: 'Verzenden', requestFrom: '{server} vraagt' } as const;
export const nl: ElicitationMessages = ours satisfies Translation<typeof ours>;

const typo = { ...ours, requestFrom: '{sever} vraagt' } as const;
// @ts-expect-error: requestFrom uses {sever}, which the English message does not have
export const bad: ElicitationMessages = typo satisfies Translation<typeof typo>;

const { submit: _submit, ...missing } = ours;
// @ts-expect-error: submit is missing
export const incomplete: ElicitationMessages = missing satisfies Translation<typeof missing>;
