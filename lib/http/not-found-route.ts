import { ApiError } from '@/lib/errors';
import { fail } from './envelope';

const answer = async () => fail(new ApiError('NOT_FOUND', 'Not found'));

/** The handlers of the /v1 and /api catch-alls. */
export const notFoundRoute = {
  GET: answer,
  POST: answer,
  PUT: answer,
  PATCH: answer,
  DELETE: answer,
  // Else Next's OPTIONS answers 204 and lists every method for a path that does not exist.
  OPTIONS: answer,
};
