import { NOT_SIGNED_IN_MESSAGE } from '@crm/domain';

/** A field problem in an error answer: { path: 'lineItems.0.description', message }. */
export type FieldError = { path: string; message: string };

/** An error the client caused; turned into `{ message, errors? }` with its status by handleErrors. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: bad input. `message` is the first field's message unless given. */
export class ValidationError extends HttpError {
  constructor(errors: FieldError[], message?: string) {
    super(400, message ?? errors[0]?.message ?? 'Invalid request', errors);
  }
}

/** 400 with a message and no field list (e.g. malformed JSON). */
export class BadRequestError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = NOT_SIGNED_IN_MESSAGE) {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, errors?: FieldError[]) {
    super(409, message, errors);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message = 'Request body is too large') {
    super(413, message);
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(message = 'Unsupported file type', errors?: FieldError[]) {
    super(415, message, errors);
  }
}

/** 502: a server we depend on (the mail server) refused or did not answer. */
export class BadGatewayError extends HttpError {
  constructor(message: string) {
    super(502, message);
  }
}
