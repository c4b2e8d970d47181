type FieldError = { path: string; message: string };

/** Thrown by a route mock; answered as `{ message, errors? }` with its status, like the API. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new MockHttpError(404, message);

/** A 400 naming one field, as the API's ValidationError does. */
export const invalidField = (path: string, message: string) =>
  new MockHttpError(400, message, [{ path, message }]);

export const conflict = (message: string, errors?: FieldError[]) =>
  new MockHttpError(409, message, errors);
