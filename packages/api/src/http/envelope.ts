// The only place the {code, message, data} envelope is built.
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export function ok<T>(data: T): Envelope<T> & { code: 200 } {
  return { code: 200, message: 'success', data };
}

export function fail<T = null>(
  code: number,
  message: string,
  data: T | null = null,
): Envelope<T | null> {
  return { code, message, data };
}
