// ApiError: a failure with an entry in the error catalogue (@adstudio/domain's API_ERRORS: code
// and Chinese message); the error handler turns it into the envelope.
import { API_ERRORS, type ApiErrorName } from '@adstudio/domain';

export type ErrorName = ApiErrorName;

/** A failure with a catalogue entry; the error handler turns it into the envelope. */
export class ApiError extends Error {
  readonly code: number;
  /** Sent as the envelope's data when set, e.g. which files of a submission are incomplete. */
  details: Record<string, unknown> | null = null;

  constructor(name: ErrorName, vars: Record<string, string | number> = {}) {
    const entry = API_ERRORS[name];
    super(entry.message.replace(/\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? '')));
    this.code = entry.code;
  }

  /** The same failure with data for the client (the envelope's data field). */
  withDetails(details: Record<string, unknown>): this {
    this.details = details;
    return this;
  }

  /** A validation failure naming the field, e.g. 请求参数不正确：cur_page. */
  static invalidField(field: string): ApiError {
    const err = new ApiError('badRequest');
    err.message = `请求参数不正确：${field}`;
    return err;
  }
}
