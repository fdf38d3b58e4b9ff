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

/**
 * An answer already serialized, sent with the operation's status: a handler whose answer is read
 * far more often than it changes (a contact) keeps the text instead of serializing it on every read.
 * `T` is the operation's response type (the text is `JSON.stringify` of such a value).
 */
export class JsonText<T> {
  readonly text: string;
  /** Types only: the value the text is of. */
  declare readonly value?: T;

  constructor(value: T) {
    this.text = JSON.stringify(value);
  }
}
