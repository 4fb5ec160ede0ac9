import { ApiRequestError } from './api-fetch';

/** The server refused to make something public: its owner's publishing is suspended (moderation.suspended). */
export const isPublishingSuspended = (err: unknown) =>
  err instanceof ApiRequestError && err.errorCode === 'PUBLISHING_SUSPENDED';
