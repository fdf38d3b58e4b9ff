/** What the transport hands over once a call got its successful answer. */
export interface APIResponseProps {
  response: Response;
  /** The `Idempotency-Key` sent, if any. */
  idempotencyKey: string | undefined;
}

/** The parsed data next to the raw response. */
export interface WithResponse<T> {
  data: T;
  /** The raw response; its body has already been read into `data`. */
  response: Response;
  /** `true` when the service answered from a stored idempotent result (`Idempotency-Replayed: true`). */
  replayed: boolean;
  /** The `Idempotency-Key` the request carried (generated or yours), if any. */
  idempotencyKey: string | undefined;
}

/**
 * The promise every call returns. Await it for the parsed data; `.withResponse()` adds the raw
 * `Response`, the idempotency key and whether the answer was replayed; `.asResponse()` gives the raw
 * `Response` with its body unread.
 *
 * The request starts when the method is called, not when the promise is awaited.
 */
export class APIPromise<T> extends Promise<T> {
  readonly #responsePromise: Promise<APIResponseProps>;
  readonly #parse: (props: APIResponseProps) => Promise<T>;
  #data: Promise<T> | undefined;

  constructor(responsePromise: Promise<APIResponseProps>, parse: (props: APIResponseProps) => Promise<T>) {
    super((resolve) => {
      // The value of the underlying promise is never used: `then` is overridden below.
      resolve(null as T);
    });
    this.#responsePromise = responsePromise;
    this.#parse = parse;
  }

  /** The raw `Response` (body unread). Errors reject exactly as awaiting the promise would. */
  asResponse(): Promise<Response> {
    return this.#responsePromise.then((props) => props.response);
  }

  /** The parsed body, read once however many times the promise is awaited. */
  #parsed(): Promise<T> {
    this.#data ??= this.#responsePromise.then(this.#parse);
    return this.#data;
  }

  /** `{ data, response, replayed, idempotencyKey }`. */
  withResponse(): Promise<WithResponse<T>> {
    return this.#parsed().then(async (data) => {
      const props = await this.#responsePromise;
      return {
        data,
        response: props.response,
        replayed: props.response.headers.get('idempotency-replayed')?.toLowerCase() === 'true',
        idempotencyKey: props.idempotencyKey,
      };
    });
  }

  // biome-ignore lint/suspicious/noThenProperty: an APIPromise is a Promise; awaiting it must parse the body lazily.
  override then<R1 = T, R2 = never>(
    onfulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#parsed().then(onfulfilled, onrejected);
  }

  override catch<R = never>(onrejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<T | R> {
    return this.then(undefined, onrejected);
  }

  override finally(onfinally?: (() => void) | null): Promise<T> {
    return this.#parsed().finally(onfinally);
  }
}
