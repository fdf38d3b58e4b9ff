/**
 * A handler's answer when the operation's usual status and plain JSON are not enough: another
 * status (a card that already existed: 200 instead of 201), extra headers, or a body already
 * serialized on a hot path. `T` is the operation's response type: the text must be its JSON.
 */
export class Reply<T> {
  readonly status: number;
  readonly body: T | undefined;
  readonly text: string | undefined;
  readonly headers: Record<string, string> | undefined;

  private constructor(
    status: number,
    body: T | undefined,
    text: string | undefined,
    headers?: Record<string, string>,
  ) {
    this.status = status;
    this.body = body;
    this.text = text;
    this.headers = headers;
  }

  /** `body` as JSON with `status`. */
  static json<T>(status: number, body: T, headers?: Record<string, string>): Reply<T> {
    return new Reply<T>(status, body, undefined, headers);
  }

  /** JSON text of a `T`, already serialized (the board read joins cached card texts). */
  static text<T>(status: number, text: string, headers?: Record<string, string>): Reply<T> {
    return new Reply<T>(status, undefined, text, headers);
  }
}
