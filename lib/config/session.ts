// A readable "signed in" hint next to the httpOnly session cookie, so static pages skip
// GET /v1/users/me for visitors who have no session (no 401 in every anonymous console).
// It carries no secret and grants nothing: the server still checks the real session on every call.
// Written by the embedded auth's after-hook on every new session, deleted on sign-out, and by the
// browser after a 401 (an expired or revoked session).
export const SESSION_HINT_COOKIE = 'stickerfy_session_hint';
