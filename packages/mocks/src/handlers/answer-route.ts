import type { RouteDefinition } from '@crm/api-contract';
import {
  acceptedFileTypes,
  EMPTY_FILE_MESSAGE,
  fileExtension,
  fileTooLargeMessage,
  maxUploadBytes,
  fileTypeNotAcceptedMessage,
  INTERNAL_ERROR_MESSAGE,
  NOT_SIGNED_IN_MESSAGE,
} from '@crm/domain';
import { HttpResponse } from 'msw';
import type { z } from 'zod';
import type { MockDb } from '../db/mock-db.types';
import { invalidField, MockHttpError } from './mock-errors';
import type { RouteMock, UploadRule } from './mock-route';
import { routeKey } from './mock-route';
import { fieldErrors, queryObject, readForm, readJson } from './read-request';

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw new MockHttpError(400, errors[0]?.message ?? 'Invalid request', errors);
}

// The API's order: type (415) as the file starts, size (413) while it streams, then emptiness.
function checkUpload(file: File | null, fields: Record<string, unknown>, rule: UploadRule): File {
  if (!file) throw invalidField('file', rule.missingFileMessage(fields));
  if (!Object.hasOwn(acceptedFileTypes(rule.kind), fileExtension(file.name))) {
    throw new MockHttpError(415, fileTypeNotAcceptedMessage(rule.kind));
  }
  if (file.size > maxUploadBytes(rule.kind))
    throw new MockHttpError(413, fileTooLargeMessage(rule.kind));
  if (file.size === 0) throw invalidField('file', EMPTY_FILE_MESSAGE);
  return file;
}

export type AnswerOptions = { validateResponses: boolean };

/**
 * Answers one request the way the API does: 401 when signed out, 404 for a malformed id, 400
 * with `{ message, errors }` when the query or body breaks the route's schema, then the mock's
 * answer with the route's status, checked against the route's response schema.
 */
export async function answerRoute(
  db: MockDb,
  route: RouteDefinition,
  routeMock: RouteMock | undefined,
  request: Request,
  rawParams: Record<string, unknown>,
  options: AnswerOptions,
): Promise<Response> {
  try {
    if (!route.public && !db.signedIn) throw new MockHttpError(401, NOT_SIGNED_IN_MESSAGE);
    if (!routeMock) throw new MockHttpError(501, `No mock for ${routeKey(route)}`);
    let params: unknown;
    if (route.params) {
      const parsed = route.params.safeParse(rawParams);
      if (!parsed.success) throw new MockHttpError(404, routeMock.notFound ?? 'Not found');
      params = parsed.data;
    }
    const query = route.query ? parse(route.query, queryObject(new URL(request.url))) : undefined;
    let body: unknown;
    let file: File | null = null;
    if (route.requestContentType === 'multipart/form-data') {
      const form = await readForm(request);
      if (routeMock.upload) file = checkUpload(form.file, form.fields, routeMock.upload);
      body = route.body ? parse(route.body, form.fields) : undefined;
    } else if (route.body) {
      const json = await readJson(request);
      if (!json.ok) throw new MockHttpError(400, json.message);
      body = parse(route.body, json.value);
    }

    const result = await routeMock.resolve({ db, params, query, body, file, request } as Parameters<
      RouteMock['resolve']
    >[0]);
    if (result instanceof Response) return result;
    if (route.status === 204) return new HttpResponse(null, { status: 204 });
    if (options.validateResponses && route.response) {
      const checked = route.response.safeParse(result);
      if (!checked.success) {
        const message = `Mock answer of ${routeKey(route)} breaks the contract: ${checked.error.message}`;
        console.error(message);
        return HttpResponse.json({ message }, { status: 500 });
      }
    }
    return HttpResponse.json(result as Record<string, unknown>, { status: route.status ?? 200 });
  } catch (error) {
    if (error instanceof MockHttpError) {
      return HttpResponse.json(
        error.errors
          ? { message: error.message, errors: error.errors }
          : { message: error.message },
        { status: error.status },
      );
    }
    console.error(`Mock of ${routeKey(route)} failed`, error);
    return HttpResponse.json({ message: INTERNAL_ERROR_MESSAGE }, { status: 500 });
  }
}
