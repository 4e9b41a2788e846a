// Compile-time tests of `Translation` (run by `tsc --noEmit`, the first step of `npm test`): each
// `@ts-expect-error` below fails the typecheck if the line it marks ever compiles.
import { defaultMessages, type Translation } from '../core/messages.js';

const complete = { ...defaultMessages, locale: 'xx' } as const;
complete satisfies Translation<typeof complete>;

// A catalogue that misses a key.
const { submit: _dropped, ...missing } = complete;
// @ts-expect-error — Property 'submit' is missing
missing satisfies Translation<typeof missing>;

// A placeholder the English message does not have (a typo: {sever}).
const typo = { ...complete, requestFrom: '{sever} is asking' } as const;
// @ts-expect-error — requestFrom uses {sever}, which the English message does not have
typo satisfies Translation<typeof typo>;

// The same inside a plural branch.
const inBranch = { ...complete, errorSummary: '{count, plural, one {# field for {who}} other {# fields}}' } as const;
// @ts-expect-error — errorSummary uses {who}
inBranch satisfies Translation<typeof inBranch>;

// A plural over a parameter the English message does not count.
const wrongCount = { ...complete, moreFields: '{total, plural, other {# more}}' } as const;
// @ts-expect-error — moreFields uses {total}
wrongCount satisfies Translation<typeof wrongCount>;

// No locale.
const { locale: _locale, ...unnamed } = complete;
// @ts-expect-error — Property 'locale' is missing
unnamed satisfies Translation<typeof unnamed>;

// Fewer parameters and other words are fine: a translation may say less (a plural branch without #).
const terse = {
  ...complete,
  requestFrom: 'Asking',
  errorSummary: '{count, plural, one {One field needs you.} other {# fields need you.}}',
} as const;
terse satisfies Translation<typeof terse>;
