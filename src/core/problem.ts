import type { ElicitRequestError, RequestErrorCode } from './model.js';

/** Why a request cannot be shown, thrown while reading it and caught once by `parseElicitRequest`. */
export class RequestProblem extends Error {
  constructor(readonly info: ElicitRequestError) {
    super(info.detail);
  }
}

export function fail(code: RequestErrorCode, detail: string, property?: string, keyword?: string): never {
  throw new RequestProblem({ code, detail, property, keyword });
}
