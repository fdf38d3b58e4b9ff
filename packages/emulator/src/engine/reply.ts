/**
 * A handler's answer when the operation's usual status is not enough: another status (a card that
 * already existed: 200 instead of 201) or extra headers. `T` is the operation's response type; the
 * engine serializes the body once, at the door, as it does a plain answer.
 */
export class Reply<T> {
  readonly status: number;
  readonly body: T;
  readonly headers: Record<string, string> | undefined;

  private constructor(status: number, body: T, headers?: Record<string, string>) {
    this.status = status;
    this.body = body;
    this.headers = headers;
  }

  /** `body` as JSON with `status`. */
  static json<T>(status: number, body: T, headers?: Record<string, string>): Reply<T> {
    return new Reply<T>(status, body, headers);
  }
}
